ALTER TABLE "ledger_entries" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "ledger_entries" e SET "seq" = n.seq
FROM (SELECT id, row_number() OVER (PARTITION BY user_id, currency ORDER BY id) AS seq FROM "ledger_entries") n
WHERE n.id = e.id;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_user_currency_seq" ON "ledger_entries" USING btree ("user_id","currency","seq");
