-- Issue 19: reads and shares count once a day per reader. The marks are a statistic's guard: unlogged (no WAL).
CREATE UNLOGGED TABLE "post_read_marks" (
	"day" date NOT NULL,
	"post_id" bigint NOT NULL,
	"reader" text NOT NULL,
	CONSTRAINT "post_read_marks_day_post_id_reader_pk" PRIMARY KEY("day","post_id","reader")
);
--> statement-breakpoint
ALTER TABLE "post_shares" ADD COLUMN "sharer" text;--> statement-breakpoint
ALTER TABLE "post_shares" ADD COLUMN "day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "post_shares_once_a_day_idx" ON "post_shares" USING btree ("post_id","sharer","day");