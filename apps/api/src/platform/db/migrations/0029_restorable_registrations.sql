-- A cancelled registration can be restored (issue 28): it keeps the stand it held when it was cancelled, which
-- is offered back on restoring. Registrations cancelled before take it from their cancellation's audit entry.
ALTER TABLE "registrations" ADD COLUMN "canceled_hall" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "canceled_stand_nr" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "registrations" r
SET "canceled_hall" = coalesce(a.before->>'hall', ''), "canceled_stand_nr" = coalesce(a.before->>'standNr', '')
FROM (
  SELECT DISTINCT ON (entity_id) entity_id, before
  FROM audit_log
  WHERE entity = 'registration' AND after ? 'canceledAt'
  ORDER BY entity_id, id DESC
) a
WHERE r.canceled_at IS NOT NULL AND a.entity_id = r.id::text;
