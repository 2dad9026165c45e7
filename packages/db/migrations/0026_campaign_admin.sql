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
ALTER TABLE "big_prizes" ADD COLUMN "winner_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD COLUMN "drawn_by" uuid;--> statement-breakpoint
ALTER TABLE "big_prize_winners" ADD CONSTRAINT "big_prize_winners_prize_id_big_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."big_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prize_winners" ADD CONSTRAINT "big_prize_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_winner_count_positive" CHECK ("big_prizes"."winner_count" > 0);--> statement-breakpoint
ALTER TABLE "big_prizes" ADD CONSTRAINT "big_prizes_drawn_with_seed" CHECK ("big_prizes"."drawn_at" is null or ("big_prizes"."seed" is not null and "big_prizes"."commitment" is not null));