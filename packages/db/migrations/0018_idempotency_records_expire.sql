-- Issue 19: a write's Idempotency-Key is claimed inside its own transaction by a server process, which owner
-- names (the process holds an advisory lock while it runs); records expire after a day and are deleted oldest
-- first, a few with each record written.
ALTER TABLE "idempotency_records" ADD COLUMN "owner" integer;--> statement-breakpoint
CREATE INDEX "idempotency_records_created_at_idx" ON "idempotency_records" USING btree ("created_at");