CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempt_key" text NOT NULL,
	"set_id" uuid,
	"question_ids" uuid[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" integer,
	"streak" integer,
	"koin_awarded" bigint DEFAULT 0 NOT NULL,
	"skill_awarded" integer DEFAULT 0 NOT NULL,
	"exp_awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_attempts_kind_known" CHECK ("quiz_attempts"."kind" in ('daily', 'monthly', 'final', 'money')),
	CONSTRAINT "quiz_attempts_submitted_is_graded" CHECK (("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."score" is null) and ("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."answers" is null))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool" text NOT NULL,
	"level" text,
	"set_id" uuid,
	"position" integer NOT NULL,
	"topic" text NOT NULL,
	"prompt" text NOT NULL,
	"choices" text[] NOT NULL,
	"correct_choice" integer NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_pool_known" CHECK ("quiz_questions"."pool" in ('daily', 'money', 'set')),
	CONSTRAINT "quiz_questions_level_known" CHECK (("quiz_questions"."pool" = 'money') = ("quiz_questions"."level" in ('Basic', 'Intermediate', 'Advanced'))),
	CONSTRAINT "quiz_questions_set_given" CHECK (("quiz_questions"."pool" = 'set') = ("quiz_questions"."set_id" is not null)),
	CONSTRAINT "quiz_questions_key_is_a_choice" CHECK ("quiz_questions"."correct_choice" >= 0 and "quiz_questions"."correct_choice" < cardinality("quiz_questions"."choices"))
);
--> statement-breakpoint
CREATE TABLE "quiz_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"month" text,
	"campaign_id" uuid,
	"time_limit_seconds" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_sets_kind_known" CHECK ("quiz_sets"."kind" in ('monthly', 'final')),
	CONSTRAINT "quiz_sets_monthly_has_month" CHECK ("quiz_sets"."kind" <> 'monthly' or "quiz_sets"."month" is not null),
	CONSTRAINT "quiz_sets_final_is_timed" CHECK ("quiz_sets"."kind" <> 'final' or ("quiz_sets"."time_limit_seconds" > 0 and "quiz_sets"."campaign_id" is not null)),
	CONSTRAINT "quiz_sets_closes_after_open" CHECK ("quiz_sets"."closes_at" > "quiz_sets"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_set_id_quiz_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_set_id_quiz_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD CONSTRAINT "quiz_sets_campaign_id_superquest_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."superquest_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_per_key" ON "quiz_attempts" USING btree ("user_id","kind","attempt_key");--> statement-breakpoint
CREATE INDEX "quiz_questions_pool_idx" ON "quiz_questions" USING btree ("pool","level","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_set_idx" ON "quiz_questions" USING btree ("set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sets_one_per_month" ON "quiz_sets" USING btree ("month") WHERE "quiz_sets"."kind" = 'monthly';--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sets_one_final_per_campaign" ON "quiz_sets" USING btree ("campaign_id") WHERE "quiz_sets"."kind" = 'final';--> statement-breakpoint
CREATE INDEX "quiz_sets_kind_opens_idx" ON "quiz_sets" USING btree ("kind","opens_at");