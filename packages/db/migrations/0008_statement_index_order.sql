-- The statement reads its lines ORDER BY occurred_at DESC, id DESC (NULLS FIRST by default): the index must
-- have the same order for a page to be read from it rather than from a sort of all the member's lines.
DROP INDEX "bank_journal_lines_statement_idx";--> statement-breakpoint
CREATE INDEX "bank_journal_lines_statement_idx" ON "bank_journal_lines" USING btree ("user_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "bank_journal_lines"."account_id" is not null;