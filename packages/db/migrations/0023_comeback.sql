CREATE TABLE "email_reminder_sends" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"about_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_reminder_sends_user_id_kind_about_on_pk" PRIMARY KEY("user_id","kind","about_on")
);
--> statement-breakpoint
CREATE TABLE "email_reminder_settings" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_reminder_settings_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "league_placements" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"tier" integer NOT NULL,
	"grp" integer NOT NULL,
	"active_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_placements_user_id_week_start_pk" PRIMARY KEY("user_id","week_start"),
	CONSTRAINT "league_placements_tier_known" CHECK ("league_placements"."tier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "streak_freezes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"koin_paid" bigint NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"used_on" date,
	CONSTRAINT "streak_freezes_paid_positive" CHECK ("streak_freezes"."koin_paid" > 0)
);
--> statement-breakpoint
ALTER TABLE "email_reminder_sends" ADD CONSTRAINT "email_reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_reminder_settings" ADD CONSTRAINT "email_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_placements" ADD CONSTRAINT "league_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_freezes" ADD CONSTRAINT "streak_freezes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_placements_group_idx" ON "league_placements" USING btree ("week_start","tier","grp");--> statement-breakpoint
CREATE INDEX "streak_freezes_user_idx" ON "streak_freezes" USING btree ("user_id","bought_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streak_freezes_one_per_day" ON "streak_freezes" USING btree ("user_id","used_on") WHERE "streak_freezes"."used_on" is not null;