ALTER TABLE "judge_settings" ADD COLUMN "panel" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "verdicts" ADD COLUMN "panel" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "verdicts" ADD COLUMN "agreement" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written backfill (issue 31): a judge model set before panels becomes a panel of one
-- (it must run before 0009 drops judge_settings.model).
UPDATE "judge_settings" SET "panel" = ARRAY["model"] WHERE "model" IS NOT NULL;
