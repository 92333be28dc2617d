-- Issue 31: the organiser's hall plans. A plan belongs to the organiser, so one plan serves many editions; every
-- saved version is kept with who saved it and when, and an event sells a chosen version of chosen halls.
CREATE TABLE "hall_plans" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  -- The DXF layers last chosen for this hall, offered again at the next import.
  "dxf_stand_layer" text NOT NULL DEFAULT '',
  "dxf_outline_layer" text NOT NULL DEFAULT '',
  "dxf_column_layer" text NOT NULL DEFAULT '',
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hall_plans_name_uq" ON "hall_plans" (lower("name"));
--> statement-breakpoint
CREATE TABLE "hall_plan_versions" (
  "id" serial PRIMARY KEY,
  "hall_plan_id" integer NOT NULL REFERENCES "hall_plans"("id"),
  "version" integer NOT NULL,
  -- The hall's geometry (domain hallGeometrySchema), integer centimetres.
  "geometry" jsonb NOT NULL,
  "stand_count" integer NOT NULL,
  -- Where it came from: the imported file's name, or the editor.
  "source" text NOT NULL DEFAULT '',
  "staff_user_id" integer REFERENCES "staff_users"("id"),
  "actor" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "hall_plan_versions_uq" UNIQUE ("hall_plan_id", "version")
);
--> statement-breakpoint
CREATE TABLE "event_halls" (
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  "hall_plan_id" integer NOT NULL REFERENCES "hall_plans"("id"),
  "version" integer NOT NULL,
  "sort" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("event_id", "hall_plan_id"),
  FOREIGN KEY ("hall_plan_id", "version") REFERENCES "hall_plan_versions"("hall_plan_id", "version")
);
--> statement-breakpoint
-- How the event sells its stands (self-selection, request and approval, placement by the organiser), the narrowest
-- aisle its plan checks allow, and the days an exhibitor has to object to a placement proposal.
ALTER TABLE "events" ADD COLUMN "stand_selling" text NOT NULL DEFAULT 'self'
  CHECK ("stand_selling" IN ('self', 'request', 'placement'));
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_aisle_width_cm" integer NOT NULL DEFAULT 300;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "objection_days" integer NOT NULL DEFAULT 8;
--> statement-breakpoint
-- The most stands one company may hold an option on in the event.
ALTER TABLE "events" ADD COLUMN "max_options_per_company" integer NOT NULL DEFAULT 3;
--> statement-breakpoint
-- An event's plans are read from the caches of every API process, like the catalogue (migration 0014).
CREATE TRIGGER hall_plans_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hall_plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER hall_plan_versions_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hall_plan_versions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER event_halls_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_halls
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- The sales state of a stand in an event, apart from the geometry: one row per event and stand (none: available).
-- Held by a visitor (the hold token hashed, until when), an option for a company until a date, a placement proposal
-- with its objection deadline, or blocked with a reason. Booked is not stored here: a stand is booked when a
-- registration of the event has its hall and number (registrations_event_stand_uq keeps that to one registration).
-- Every change of a stand, booking included, takes this row's lock first.
CREATE TABLE "stand_sales" (
  "id" serial PRIMARY KEY,
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  "hall_plan_id" integer NOT NULL REFERENCES "hall_plans"("id"),
  -- standKey() of the number: "B 012" and "b12" are one stand.
  "stand_key" text NOT NULL,
  "stand_number" text NOT NULL,
  "state" text NOT NULL DEFAULT 'available'
    CHECK ("state" IN ('available', 'held', 'option', 'proposed', 'blocked')),
  "registration_id" integer REFERENCES "registrations"("id"),
  "company_id" integer REFERENCES "companies"("id"),
  "hold_token_hash" text,
  -- held: until when; option: the option's last day; proposed: the objection deadline.
  "until" timestamptz,
  -- blocked: why; option and proposal: a note.
  "reason" text NOT NULL DEFAULT '',
  -- A price for this stand in this event instead of the stand type's, with why.
  "price_override_cents" integer CHECK ("price_override_cents" >= 0),
  "price_override_reason" text NOT NULL DEFAULT '',
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "stand_sales_stand_uq" UNIQUE ("event_id", "hall_plan_id", "stand_key"),
  CONSTRAINT "stand_sales_held" CHECK ("state" <> 'held' OR ("hold_token_hash" IS NOT NULL AND "until" IS NOT NULL)),
  CONSTRAINT "stand_sales_option" CHECK ("state" <> 'option' OR ("company_id" IS NOT NULL AND "until" IS NOT NULL)),
  CONSTRAINT "stand_sales_proposed" CHECK ("state" <> 'proposed' OR "registration_id" IS NOT NULL),
  CONSTRAINT "stand_sales_blocked" CHECK ("state" <> 'blocked' OR "reason" <> ''),
  CONSTRAINT "stand_sales_override" CHECK ("price_override_cents" IS NULL OR "price_override_reason" <> '')
);
--> statement-breakpoint
-- A registration is proposed one stand at a time.
CREATE UNIQUE INDEX "stand_sales_proposal_uq" ON "stand_sales" ("registration_id") WHERE "state" = 'proposed';
--> statement-breakpoint
CREATE INDEX "stand_sales_event_idx" ON "stand_sales" ("event_id", "hall_plan_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stand_sales_hold_uq" ON "stand_sales" ("event_id", "hold_token_hash") WHERE "state" = 'held';
--> statement-breakpoint
-- Placement proposals (issue 31): a stand proposed to a registration with the deadline to object; answered by the
-- exhibitor (accepted, objected with a reason), by silence past the deadline (deemed accepted), or withdrawn by staff.
CREATE TABLE "stand_proposals" (
  "id" serial PRIMARY KEY,
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  "registration_id" integer NOT NULL REFERENCES "registrations"("id"),
  "hall_plan_id" integer NOT NULL REFERENCES "hall_plans"("id"),
  "stand_number" text NOT NULL,
  "deadline" timestamptz NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "answer" text CHECK ("answer" IN ('accepted', 'objected', 'deemed', 'withdrawn')),
  "answered_at" timestamptz,
  "objection" text NOT NULL DEFAULT '',
  CONSTRAINT "stand_proposals_answered" CHECK (("answer" IS NULL) = ("answered_at" IS NULL)),
  CONSTRAINT "stand_proposals_objection" CHECK ("answer" IS DISTINCT FROM 'objected' OR "objection" <> '')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stand_proposals_open_uq" ON "stand_proposals" ("registration_id") WHERE "answer" IS NULL;
--> statement-breakpoint
CREATE INDEX "stand_proposals_event_idx" ON "stand_proposals" ("event_id", "deadline") WHERE "answer" IS NULL;
--> statement-breakpoint
-- Who has which stand is read from a cache in every API process too (the plan's states): announced apart from the
-- catalogue, on every change of a stand's sale and of a registration's hall, stand number or cancellation.
CREATE FUNCTION notify_stands_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'stands');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stand_sales_stands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stand_sales
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE TRIGGER registrations_stands_changed AFTER INSERT OR DELETE OR TRUNCATE ON registrations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE FUNCTION notify_registration_stand_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.hall, OLD.stand_nr, OLD.canceled_at, OLD.event_id) IS DISTINCT FROM (NEW.hall, NEW.stand_nr, NEW.canceled_at, NEW.event_id) THEN
    PERFORM pg_notify('catalogue_changed', 'stands');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER registrations_stand_changed AFTER UPDATE ON registrations
  FOR EACH ROW EXECUTE FUNCTION notify_registration_stand_changed();
