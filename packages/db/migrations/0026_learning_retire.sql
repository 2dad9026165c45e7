ALTER TABLE "game_catchme_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_crosswords" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_hangman_words" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_visual_puzzles" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;