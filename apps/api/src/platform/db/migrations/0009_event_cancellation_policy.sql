-- SPEC §5: a binding order accepts the cancellation policy beside the terms; the event links to it like to its terms.
ALTER TABLE "events" ADD COLUMN "url_cancellation" text DEFAULT '' NOT NULL;
