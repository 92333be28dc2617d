-- Searching and paging the back-office lists along indexes (issue 16's bench): pg_trgm indexes for the fragments staff search
-- (company, contact, offer title and entered company), the desk's default order with its tie-breaker, and its halls.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "registrations_event_created_idx";--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_email_trgm_idx" ON "companies" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin (lower("first_name" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_title_trgm_idx" ON "offers" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_entered_company_trgm_idx" ON "offers" USING gin (lower(nullif("data"->'personal'->'company'->>'name', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_hall_idx" ON "registrations" USING btree ("event_id","hall");--> statement-breakpoint
CREATE INDEX "registrations_event_created_idx" ON "registrations" USING btree ("event_id","created_at","id");