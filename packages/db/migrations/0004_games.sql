CREATE TABLE "game_catchme_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"wrong" text[] NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_crosswords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"rows" integer NOT NULL,
	"cols" integer NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_hangman_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"plays" integer NOT NULL,
	"koin_paid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_hangman_purchases_plays_positive" CHECK ("game_hangman_purchases"."plays" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_hangman_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"hint" text NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_hangman_words_letters" CHECK ("game_hangman_words"."word" ~ '^[A-Z]+$')
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"status" text NOT NULL,
	"content_id" uuid NOT NULL,
	"issued" jsonb NOT NULL,
	"progress" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"max_score" integer NOT NULL,
	"koin_earned" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_step_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "game_sessions_game_known" CHECK ("game_sessions"."game" in ('catchme', 'hangman', 'visual-decoder', 'crossword')),
	CONSTRAINT "game_sessions_status_known" CHECK ("game_sessions"."status" in ('live', 'ended', 'abandoned')),
	CONSTRAINT "game_sessions_score_within_max" CHECK ("game_sessions"."score" >= 0 and "game_sessions"."score" <= "game_sessions"."max_score")
);
--> statement-breakpoint
CREATE TABLE "game_visual_puzzles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"picture" text NOT NULL,
	"answer" text NOT NULL,
	"wrong" text[] NOT NULL,
	"explanation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_visual_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_hangman_purchases" ADD CONSTRAINT "game_hangman_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_visual_puzzles" ADD CONSTRAINT "game_visual_puzzles_set_id_game_visual_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."game_visual_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_catchme_questions_slug_key" ON "game_catchme_questions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "game_crosswords_slug_key" ON "game_crosswords" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "game_hangman_purchases_user_day_idx" ON "game_hangman_purchases" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "game_hangman_words_word_key" ON "game_hangman_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "game_sessions_user_game_idx" ON "game_sessions" USING btree ("user_id","game","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_visual_puzzles_set_position_key" ON "game_visual_puzzles" USING btree ("set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "game_visual_sets_slug_key" ON "game_visual_sets" USING btree ("slug");