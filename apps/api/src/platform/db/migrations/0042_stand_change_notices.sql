-- Issue 31: a new version of a hall's plan that moves or reshapes a booked stand (removing or shrinking one is refused)
-- tells the exhibitor by mail and leaves a notice per registration that the desk lists until staff have seen it.
CREATE TABLE "stand_change_notices" (
  "id" serial PRIMARY KEY,
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  "registration_id" integer NOT NULL REFERENCES "registrations"("id"),
  "hall_plan_id" integer NOT NULL REFERENCES "hall_plans"("id"),
  -- The version that changed the stand, and the stand's number as that version draws it.
  "version" integer NOT NULL,
  "stand_number" text NOT NULL,
  -- The stand's area before and after, columns taken out, in m² with two decimals (plan-diff.ts).
  "area_before_m2" numeric(10, 2) NOT NULL,
  "area_after_m2" numeric(10, 2) NOT NULL,
  "moved" boolean NOT NULL,
  "resized" boolean NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "seen_at" timestamptz,
  "seen_by" integer REFERENCES "staff_users"("id"),
  FOREIGN KEY ("hall_plan_id", "version") REFERENCES "hall_plan_versions"("hall_plan_id", "version")
);
--> statement-breakpoint
CREATE INDEX "stand_change_notices_open_idx" ON "stand_change_notices" ("event_id", "id") WHERE "seen_at" IS NULL;
