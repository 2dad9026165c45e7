CREATE TABLE "bank_portfolio_runs" (
	"portfolio_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_portfolio_runs_portfolio_id_due_on_pk" PRIMARY KEY("portfolio_id","due_on"),
	CONSTRAINT "bank_portfolio_runs_status_known" CHECK ("bank_portfolio_runs"."status" in ('done', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "bank_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"weights" jsonb NOT NULL,
	"dca_day" integer,
	"dca_amount" bigint,
	"dca_next_on" date,
	"dca_since" date,
	"dca_remind" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_portfolios_status_known" CHECK ("bank_portfolios"."status" in ('open', 'closed')),
	CONSTRAINT "bank_portfolios_dca_complete" CHECK (("bank_portfolios"."dca_day" is null) = ("bank_portfolios"."dca_amount" is null) and ("bank_portfolios"."dca_day" is null) = ("bank_portfolios"."dca_next_on" is null)
        and ("bank_portfolios"."dca_day" is null or ("bank_portfolios"."dca_day" between 1 and 28 and "bank_portfolios"."dca_amount" > 0)))
);
--> statement-breakpoint
CREATE TABLE "messaging_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid,
	"about_on" date,
	"text" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_outbox_channel_known" CHECK ("messaging_outbox"."channel" in ('line'))
);
--> statement-breakpoint
CREATE TABLE "robo_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"plan_id" integer NOT NULL,
	"goal_kind" text NOT NULL,
	"goal_name" text NOT NULL,
	"target" bigint NOT NULL,
	"target_date" date NOT NULL,
	"initial" bigint NOT NULL,
	"monthly" bigint NOT NULL,
	"national_id_cipher" text NOT NULL,
	"national_id_hash" text NOT NULL,
	"national_id_last4" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"guardian" jsonb,
	"policies" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"image_updated_at" timestamp with time zone NOT NULL,
	"assessment_id" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robo_accounts_plan_known" CHECK ("robo_accounts"."plan_id" between 1 and 5),
	CONSTRAINT "robo_accounts_amounts_sane" CHECK ("robo_accounts"."target" > 0 and "robo_accounts"."initial" >= 0 and "robo_accounts"."monthly" >= 0)
);
--> statement-breakpoint
CREATE TABLE "robo_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"level" integer NOT NULL,
	"derivatives" boolean NOT NULL,
	"fx" boolean NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "robo_assessments_score_range" CHECK ("robo_assessments"."score" between 10 and 40 and "robo_assessments"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "robo_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"published_on" date NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bank_accounts_one_holding_per_fund";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD COLUMN "source" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD COLUMN "portfolio_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_portfolio_runs" ADD CONSTRAINT "bank_portfolio_runs_portfolio_id_bank_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."bank_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_portfolios" ADD CONSTRAINT "bank_portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_outbox" ADD CONSTRAINT "messaging_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robo_accounts" ADD CONSTRAINT "robo_accounts_id_bank_portfolios_id_fk" FOREIGN KEY ("id") REFERENCES "public"."bank_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robo_accounts" ADD CONSTRAINT "robo_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robo_accounts" ADD CONSTRAINT "robo_accounts_assessment_id_robo_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."robo_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robo_assessments" ADD CONSTRAINT "robo_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_portfolios_user_idx" ON "bank_portfolios" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "messaging_outbox_waiting_idx" ON "messaging_outbox" USING btree ("send_after") WHERE "messaging_outbox"."sent_at" is null and "messaging_outbox"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_outbox_once_key" ON "messaging_outbox" USING btree ("kind","ref_id","about_on") WHERE "messaging_outbox"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "robo_accounts_user_idx" ON "robo_accounts" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "robo_accounts_number_key" ON "robo_accounts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "robo_accounts_national_id_idx" ON "robo_accounts" USING btree ("national_id_hash");--> statement-breakpoint
CREATE INDEX "robo_assessments_user_idx" ON "robo_assessments" USING btree ("user_id","taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "robo_news_slug_key" ON "robo_news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "robo_news_published_idx" ON "robo_news" USING btree ("published_on" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_portfolio_id_bank_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."bank_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD CONSTRAINT "bank_fund_orders_portfolio_id_bank_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."bank_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_holding_per_portfolio_fund" ON "bank_accounts" USING btree ("portfolio_id","fund_id") WHERE "bank_accounts"."portfolio_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_fund_orders_portfolio_idx" ON "bank_fund_orders" USING btree ("portfolio_id","placed_at" DESC NULLS LAST,"id") WHERE "bank_fund_orders"."portfolio_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_holding_per_fund" ON "bank_accounts" USING btree ("user_id","fund_id") WHERE "bank_accounts"."kind" = 'fund' and "bank_accounts"."portfolio_id" is null;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_portfolio_holds_funds" CHECK ("bank_accounts"."portfolio_id" is null or "bank_accounts"."kind" = 'fund');--> statement-breakpoint
ALTER TABLE "bank_fund_orders" ADD CONSTRAINT "bank_fund_orders_source_known" CHECK ("bank_fund_orders"."source" in ('member', 'dca', 'rebalance'));