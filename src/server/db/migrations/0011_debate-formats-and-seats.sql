CREATE TABLE "debate_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phases" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_agents" ADD COLUMN "seat" text DEFAULT 'model' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "debate_formats" ADD CONSTRAINT "debate_formats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debate_formats_owner_idx" ON "debate_formats" USING btree ("owner_id");