-- A copied edition is not public at once (issue 28): an event is published by staff, and registration opens on a
-- day of its own (none: as soon as it is published). Every event so far was public and open: it stays so.
ALTER TABLE "events" ADD COLUMN "is_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "events" SET "is_published" = true;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration_opens_on" date;
