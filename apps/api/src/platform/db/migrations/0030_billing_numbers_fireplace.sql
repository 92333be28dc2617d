-- Everything sold is billed (issue 28). Flue gas connections are catalogue items of their event: price, limit per
-- registration, deadline (none: the tech deadline) and partial billing number, the values every event had until
-- now as defaults. Each request is confirmed or refused by staff, and a confirmed one is invoiced: an invoice line
-- names the connection it bills.
ALTER TABLE "events" ADD COLUMN "fireplace_price" integer DEFAULT 329000 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fireplace_max_connections" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fireplace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fireplace_billing_number" text DEFAULT 'technology' NOT NULL;--> statement-breakpoint
ALTER TABLE "fireplace_connections" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "fireplace_connections" ADD CONSTRAINT "fireplace_connections_state_ck" CHECK ("state" in ('requested', 'confirmed', 'refused'));--> statement-breakpoint
ALTER TABLE "fireplace_connections" ADD COLUMN "refusal_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fireplace_connections" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fireplace_connections" ADD COLUMN "billing_number" text DEFAULT 'technology' NOT NULL;--> statement-breakpoint
ALTER TABLE "fireplace_connections" ALTER COLUMN "billing_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "document_positions" ADD COLUMN "fireplace_connection_id" integer;--> statement-breakpoint
ALTER TABLE "document_positions" ADD CONSTRAINT "document_positions_fireplace_connection_id_fireplace_connections_id_fk" FOREIGN KEY ("fireplace_connection_id") REFERENCES "public"."fireplace_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_positions_fireplace_connection_idx" ON "document_positions" USING btree ("fireplace_connection_id");--> statement-breakpoint
-- Every catalogue item names its partial billing number, chosen in the catalogue; the defaults are the numbers
-- each kind was invoiced under so far. A position keeps the number of its item as it was ordered.
ALTER TABLE "stand_configs" ADD COLUMN "billing_number" text DEFAULT 'stand' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "billing_number" text DEFAULT 'media' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_book_items" ADD COLUMN "billing_number" text DEFAULT 'technology' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_positions" ADD COLUMN "billing_number" text;--> statement-breakpoint
UPDATE "order_positions" SET "billing_number" = CASE "kind" WHEN 'stand' THEN 'stand' WHEN 'media' THEN 'media' ELSE 'technology' END;--> statement-breakpoint
ALTER TABLE "order_positions" ALTER COLUMN "billing_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_book_values" ADD COLUMN "billing_number" text DEFAULT 'technology' NOT NULL;--> statement-breakpoint
UPDATE "order_book_values" v SET "billing_number" = i."billing_number" FROM "order_book_items" i WHERE i."id" = v."order_book_item_id";--> statement-breakpoint
-- save_booklet_tab (0014) as before, a value taking its item's billing number when it is booked or changed (an item
-- deleted meanwhile still fails on its foreign key, not on the number).
CREATE OR REPLACE FUNCTION save_booklet_tab(p_registration_id integer, p_item_ids integer[], p_values jsonb, p_ordered text)
RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF registration_ordered_services(p_registration_id)::text IS DISTINCT FROM p_ordered THEN
    RETURN 'stale';
  END IF;
  IF NOT EXISTS (
    select 1 from order_book_values v
      where v.registration_id = p_registration_id and v.order_book_item_id = any(p_item_ids)
        and not exists (select 1 from jsonb_to_recordset(p_values) k(id integer) where k.id = v.order_book_item_id)
    union all
    select 1 from jsonb_to_recordset(p_values) k(id integer, amount numeric, checked boolean)
      left join order_book_values v on v.registration_id = p_registration_id and v.order_book_item_id = k.id
      where v.registration_id is null or v.amount <> k.amount or v.checked <> k.checked
  ) THEN
    RETURN 'unchanged';
  END IF;
  PERFORM 1 FROM registrations WHERE id = p_registration_id FOR UPDATE;
  IF registration_ordered_services(p_registration_id)::text IS DISTINCT FROM p_ordered THEN
    RETURN 'stale';
  END IF;
  DELETE FROM order_book_values v
    WHERE v.registration_id = p_registration_id AND v.order_book_item_id = any(p_item_ids)
      AND NOT EXISTS (select 1 from jsonb_to_recordset(p_values) k(id integer) where k.id = v.order_book_item_id);
  INSERT INTO order_book_values (registration_id, order_book_item_id, amount, checked, updated_at, billing_number)
    SELECT p_registration_id, k.id, k.amount, k.checked, now(), coalesce((select i.billing_number from order_book_items i where i.id = k.id), 'technology')
      FROM jsonb_to_recordset(p_values) k(id integer, amount numeric, checked boolean)
    ON CONFLICT (registration_id, order_book_item_id) DO UPDATE
      SET amount = excluded.amount, checked = excluded.checked, updated_at = excluded.updated_at, billing_number = excluded.billing_number
      WHERE (order_book_values.amount, order_book_values.checked) IS DISTINCT FROM (excluded.amount, excluded.checked);
  RETURN 'saved';
END
$$;
