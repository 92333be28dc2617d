-- Issue 31: what an exhibitor wishes for its stand where the organiser decides: up to three stands of the plan (request
-- and approval) or a hall, a sector, neighbours wanted and competitors avoided (placement). One set per registration;
-- a stand named in a wish of a registration still without a stand shows as requested, so the states are announced.
-- And what the public plan shows of its exhibitors is announced with the stands (triggers at the end).
CREATE TABLE "stand_wishes" (
  "registration_id" integer PRIMARY KEY REFERENCES "registrations"("id"),
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  -- [{ "hallId": 12, "stand": "B12" }, …] in the order of preference, at most three.
  "stands" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "hall_plan_id" integer REFERENCES "hall_plans"("id"),
  "sector" text NOT NULL DEFAULT '',
  "neighbours" text NOT NULL DEFAULT '',
  "avoid" text NOT NULL DEFAULT '',
  "note" text NOT NULL DEFAULT '',
  "updated_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "stand_wishes_event_idx" ON "stand_wishes" ("event_id");
--> statement-breakpoint
CREATE TRIGGER "stand_wishes_changed" AFTER INSERT OR UPDATE OR DELETE ON "stand_wishes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
-- The public plan names who exhibits on which stand (company, brands, their product groups): kept in every API process
-- with the stands' states, so a change of what it shows is announced the same way.
CREATE TRIGGER "companies_name_stands_changed" AFTER UPDATE OF "name" ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE TRIGGER "registrations_confirmed_stands_changed" AFTER UPDATE OF "is_confirmed" ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE TRIGGER "brands_stands_changed" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE TRIGGER "registration_brands_stands_changed" AFTER INSERT OR UPDATE OR DELETE ON "registration_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
--> statement-breakpoint
CREATE TRIGGER "brand_product_groups_stands_changed" AFTER INSERT OR UPDATE OR DELETE ON "brand_product_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stands_changed();
