-- Issue 32, staff sessions and new devices: a session keeps the browser it was opened in, so that staff see and end
-- their other sessions; each staff member's browsers are remembered (by a hash of the key the back office keeps in
-- the browser), so that a login from a new one is mailed to them.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE INDEX "sessions_staff_user_idx" ON "sessions" ("staff_user_id") WHERE "staff_user_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "staff_devices" (
  "staff_user_id" integer NOT NULL REFERENCES "staff_users"("id") ON DELETE CASCADE,
  "device_hash" text NOT NULL,
  "first_seen_at" timestamptz NOT NULL DEFAULT now(),
  "last_seen_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("staff_user_id", "device_hash")
);
