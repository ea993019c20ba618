CREATE TABLE "judge_settings" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"model" text,
	"every_checkpoint" boolean DEFAULT false NOT NULL,
	"stop_at_consensus" integer
);
--> statement-breakpoint
CREATE TABLE "verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"judge_model" text NOT NULL,
	"trigger" text NOT NULL,
	"message_count" integer NOT NULL,
	"summary" text NOT NULL,
	"positions" jsonb NOT NULL,
	"arguments" jsonb NOT NULL,
	"agreements" text[] NOT NULL,
	"disagreements" text[] NOT NULL,
	"winner" text,
	"confidence" real NOT NULL,
	"consensus" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge_settings" ADD CONSTRAINT "judge_settings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verdicts" ADD CONSTRAINT "verdicts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verdicts_conversation_idx" ON "verdicts" USING btree ("conversation_id","created_at");