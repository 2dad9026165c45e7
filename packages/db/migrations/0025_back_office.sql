CREATE TABLE "member_bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"banned_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text
);
--> statement-breakpoint
CREATE TABLE "staff_second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_type_known" CHECK ("policy_versions"."type" in ('law', 'personal', 'cookies'))
);
--> statement-breakpoint
CREATE TABLE "big_prize_winners" (
	"prize_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"ticket" text NOT NULL,
	"user_id" uuid,
	CONSTRAINT "big_prize_winners_prize_id_rank_pk" PRIMARY KEY("prize_id","rank")
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "checked_in_by" uuid;--> statement-breakpoint
ALTER TABLE "game_catchme_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_crosswords" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_hangman_words" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_visual_puzzles" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "carrier_tracking" text;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_purchases" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "winner_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "drawn_by" uuid;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bans" ADD CONSTRAINT "member_bans_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_second_factors" ADD CONSTRAINT "staff_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prize_winners" ADD CONSTRAINT "big_prize_winners_prize_id_big_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."big_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prize_winners" ADD CONSTRAINT "big_prize_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_bans_one_open" ON "member_bans" USING btree ("user_id") WHERE "member_bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "member_bans_user_idx" ON "member_bans" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_type_version_idx" ON "policy_versions" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "policy_versions_newest_idx" ON "policy_versions" USING btree ("type","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_koin_created_idx" ON "ledger_entries" USING btree ("created_at","amount") WHERE "ledger_entries"."currency" = 'koin';--> statement-breakpoint
CREATE INDEX "member_activities_created_at_idx" ON "member_activities" USING btree ("created_at","kind","user_id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_purchases_preparing_idx" ON "store_purchases" USING btree ("created_at") WHERE "store_purchases"."status" = 'preparing';--> statement-breakpoint
CREATE UNIQUE INDEX "store_purchases_carrier_tracking_key" ON "store_purchases" USING btree ("carrier","carrier_tracking") WHERE "store_purchases"."carrier_tracking" is not null;--> statement-breakpoint
CREATE INDEX "store_purchases_status_idx" ON "store_purchases" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "store_purchases" ADD CONSTRAINT "store_purchases_shipped_has_tracking" CHECK ("store_purchases"."status" not in ('shipped', 'delivered') or "store_purchases"."carrier_tracking" is not null or "store_purchases"."shipping_address" is null);--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_winner_count_positive" CHECK ("big_prizes"."winner_count" > 0);--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_drawn_with_seed" CHECK ("big_prizes"."drawn_at" is null or ("big_prizes"."seed" is not null and "big_prizes"."commitment" is not null));