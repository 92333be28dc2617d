ALTER TABLE "contacts" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "pending_email_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_pending_email_token_uq" ON "contacts" USING btree ("pending_email_token_hash");