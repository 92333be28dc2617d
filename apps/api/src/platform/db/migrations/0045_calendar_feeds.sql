-- Issue 32: an exhibitor contact's private calendar address (ICS) with the fair dates and deadlines of its company's
-- registrations. The token is its path; renewing the address replaces it, which ends the old one.
CREATE TABLE "calendar_feeds" (
  "contact_id" integer PRIMARY KEY REFERENCES "contacts"("id") ON DELETE CASCADE,
  "token" text NOT NULL UNIQUE,
  "lang" text NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
