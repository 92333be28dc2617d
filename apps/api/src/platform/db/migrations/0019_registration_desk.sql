-- The registration desk (issue 16): order states, cancelled registrations, one stand number per hall, the requests inbox, the organiser copy address.
CREATE TABLE "credential_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_staff_user_id" integer,
	"answered_contact_id" integer
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "order_copy_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_requests" ADD CONSTRAINT "credential_requests_done_by_staff_user_id_staff_users_id_fk" FOREIGN KEY ("done_by_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_requests" ADD CONSTRAINT "credential_requests_answered_contact_id_contacts_id_fk" FOREIGN KEY ("answered_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_requests_open_idx" ON "credential_requests" USING btree ("done_at","created_at");--> statement-breakpoint
CREATE INDEX "registrations_event_created_idx" ON "registrations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_stand_uq" ON "registrations" USING btree ("event_id",lower("hall"),lower("stand_nr")) WHERE "registrations"."stand_nr" <> '';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('open', 'confirmed', 'delivered', 'processed', 'finished', 'canceled'));--> statement-breakpoint
-- A cancelled order's services are no longer ordered: the booklet neither counts them nor keeps them as its least.
CREATE OR REPLACE FUNCTION registration_ordered_services(p_registration_id integer) RETURNS json LANGUAGE sql STABLE AS $$
  select json_agg(json_build_object('itemId', p.item_id, 'amount', p.amount, 'priceSingle', p.price_single, 'sum', p.sum)
      order by p.order_id, p.sort)
    from order_positions p join orders o on o.id = p.order_id
    where o.registration_id = p_registration_id and p.kind = 'service' and p.item_id is not null and o.status <> 'canceled'
$$;
