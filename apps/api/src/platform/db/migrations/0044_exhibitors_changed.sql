-- Issue 31: who exhibits on which stand (what the public plan shows) is announced apart from the stands' sales. A hold,
-- an option, a proposal, a block or a wish ('stands') leaves the public plan's exhibitors as they are; a registration
-- placed, moved, confirmed or cancelled, a company renamed, a brand or its product groups changed ('exhibitors') also
-- changes the stands' states where it places a registration, so the states depend on both.
CREATE FUNCTION notify_exhibitors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'exhibitors');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_registration_stand_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.hall, OLD.stand_nr, OLD.canceled_at, OLD.event_id) IS DISTINCT FROM (NEW.hall, NEW.stand_nr, NEW.canceled_at, NEW.event_id) THEN
    PERFORM pg_notify('catalogue_changed', 'exhibitors');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "registrations_stands_changed" ON "registrations";
--> statement-breakpoint
CREATE TRIGGER "registrations_exhibitors_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
--> statement-breakpoint
DROP TRIGGER "companies_name_stands_changed" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_name_exhibitors_changed" AFTER UPDATE OF "name" ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
--> statement-breakpoint
DROP TRIGGER "registrations_confirmed_stands_changed" ON "registrations";
--> statement-breakpoint
CREATE TRIGGER "registrations_confirmed_exhibitors_changed" AFTER UPDATE OF "is_confirmed" ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
--> statement-breakpoint
DROP TRIGGER "brands_stands_changed" ON "brands";
--> statement-breakpoint
CREATE TRIGGER "brands_exhibitors_changed" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
--> statement-breakpoint
DROP TRIGGER "registration_brands_stands_changed" ON "registration_brands";
--> statement-breakpoint
CREATE TRIGGER "registration_brands_exhibitors_changed" AFTER INSERT OR UPDATE OR DELETE ON "registration_brands"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
--> statement-breakpoint
DROP TRIGGER "brand_product_groups_stands_changed" ON "brand_product_groups";
--> statement-breakpoint
CREATE TRIGGER "brand_product_groups_exhibitors_changed" AFTER INSERT OR UPDATE OR DELETE ON "brand_product_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_exhibitors_changed();
