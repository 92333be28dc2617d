-- Issue 32, search everywhere: the back office finds a registration by any fragment of "hall stand" ("C14",
-- "Halle 3 C14") and a document by any fragment of its number across all events, lower-cased (pg_trgm, 0020).
CREATE INDEX "registrations_stand_trgm_idx" ON "registrations" USING gin (lower("hall" || ' ' || "stand_nr") gin_trgm_ops) WHERE "stand_nr" <> '';--> statement-breakpoint
CREATE INDEX "documents_number_trgm_idx" ON "documents" USING gin (lower("number") gin_trgm_ops);
