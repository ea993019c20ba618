ALTER TABLE "conversations" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_status_idx" ON "conversations" USING btree ("status");