CREATE TABLE "offer_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "registration_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "total_net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_changes" ADD CONSTRAINT "offer_changes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_changes_offer_idx" ON "offer_changes" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_event_updated_idx" ON "offers" USING btree ("event_id","updated_at");--> statement-breakpoint
CREATE INDEX "offers_event_created_idx" ON "offers" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_event_total_idx" ON "offers" USING btree ("event_id","total_net_cents");