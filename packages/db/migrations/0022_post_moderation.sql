CREATE TABLE "post_reports" (
	"post_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "post_reports_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "post_reports_reason_known" CHECK ("post_reports"."reason" in ('spam', 'inappropriate', 'misinformation', 'personal-data', 'other'))
);
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_status_known";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_published_has_date";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_reports_open_idx" ON "post_reports" USING btree ("post_id") WHERE "post_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_awaiting_review_idx" ON "posts" USING btree ("updated_at","id") WHERE "posts"."status" in ('pending', 'hidden');--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_known" CHECK ("posts"."status" in ('draft', 'pending', 'published', 'rejected', 'hidden'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_has_date" CHECK ("posts"."status" <> 'published' or "posts"."published_at" is not null);