CREATE TABLE "live_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Collaborators added by account become invitations for that account's email (decision 020).
INSERT INTO "live_invitations" ("conversation_id", "email", "invited_at")
SELECT "live_collaborators"."conversation_id", "users"."email", "live_collaborators"."added_at"
FROM "live_collaborators" INNER JOIN "users" ON "users"."id" = "live_collaborators"."user_id";--> statement-breakpoint
DROP TABLE "live_collaborators" CASCADE;--> statement-breakpoint
ALTER TABLE "live_invitations" ADD CONSTRAINT "live_invitations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_invitations_conversation_email_idx" ON "live_invitations" USING btree ("conversation_id","email");