-- Issue 32, two-factor login for staff: an authenticator secret per staff member (active once a code of it was
-- confirmed; the last step accepted, so that no code works twice), ten recovery codes stored as hashes, the second
-- step of a login waiting for its code, and the organiser's setting whom it binds.
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_enabled_at" timestamptz;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
  "id" serial PRIMARY KEY,
  "staff_user_id" integer NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" ("staff_user_id");--> statement-breakpoint
CREATE TABLE "staff_login_challenges" (
  "token_hash" text PRIMARY KEY,
  "staff_user_id" integer NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" in ('code', 'setup')),
  "password_hash" text NOT NULL,
  "secret" text,
  "user_agent" text NOT NULL DEFAULT '',
  "device" text,
  "expires_at" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "two_factor_required" text NOT NULL DEFAULT 'none' CHECK ("two_factor_required" in ('none', 'admins', 'all'));
