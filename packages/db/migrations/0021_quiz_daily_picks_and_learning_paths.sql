CREATE TABLE "article_reads" (
	"user_id" uuid NOT NULL,
	"post_id" bigint NOT NULL,
	"first_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "learning_unit_articles" (
	"unit_id" integer NOT NULL,
	"post_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "learning_unit_articles_unit_id_post_id_pk" PRIMARY KEY("unit_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "learning_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"club" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "learning_units_club_known" CHECK ("learning_units"."club" in ('hit', 'biz-master', 'smart-society', 'play-yard', 'greenery'))
);
--> statement-breakpoint
CREATE TABLE "quiz_daily_picks" (
	"day" date PRIMARY KEY NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_unit_articles" ADD CONSTRAINT "learning_unit_articles_unit_id_learning_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."learning_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_unit_articles" ADD CONSTRAINT "learning_unit_articles_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_post_idx" ON "article_reads" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_unit_articles_one_unit" ON "learning_unit_articles" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_unit_articles_order" ON "learning_unit_articles" USING btree ("unit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_units_club_position" ON "learning_units" USING btree ("club","position");--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_explained" CHECK (length(btrim("quiz_questions"."explanation")) > 0);