-- Dated notices expire (issue 29): the login notice shows through the last day the organiser gives (its own
-- calendar day), none: without an end, as every notice saved so far.
ALTER TABLE "organiser_settings" ADD COLUMN "login_notice_until" date;
