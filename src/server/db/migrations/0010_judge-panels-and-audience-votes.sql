CREATE TABLE "audience_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"poll" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audience_voting_off" (
	"conversation_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge_settings" ADD COLUMN "panel" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "verdicts" ADD COLUMN "panel" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "verdicts" ADD COLUMN "agreement" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audience_votes" ADD CONSTRAINT "audience_votes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_voting_off" ADD CONSTRAINT "audience_voting_off_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audience_votes_one_per_poll_idx" ON "audience_votes" USING btree ("conversation_id","poll","voter");--> statement-breakpoint
-- Hand-written backfill (issue 31): a judge model set before panels becomes a panel of one,
-- before the model column is dropped.
UPDATE "judge_settings" SET "panel" = ARRAY["model"] WHERE "model" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_settings" DROP COLUMN "model";