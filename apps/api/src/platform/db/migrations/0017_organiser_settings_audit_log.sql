-- The organiser's master data in one row (issue 15), until now constants in the code, and the audit log of every
-- admin change. A database seeded with the demo before this migration keeps printing the demo organiser it
-- printed then; any other starts empty until an admin fills the settings in. A change of the settings is
-- announced as a catalogue change, so every API process drops its cached copy.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer,
	"actor" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"commercial_register" text DEFAULT '' NOT NULL,
	"managing_directors" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"logo_file_id" bigint,
	"mail_sender_name" text DEFAULT '' NOT NULL,
	"mail_sender_address" text DEFAULT '' NOT NULL,
	"document_footer_de" text DEFAULT '' NOT NULL,
	"document_footer_en" text DEFAULT '' NOT NULL,
	"mail_footer_de" text DEFAULT '' NOT NULL,
	"mail_footer_en" text DEFAULT '' NOT NULL,
	"default_vat_rate" integer DEFAULT 1900 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organiser_settings_one_row_ck" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD CONSTRAINT "organiser_settings_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
INSERT INTO "organiser_settings" ("id") VALUES (1);--> statement-breakpoint
UPDATE "organiser_settings" SET "company_name" = 'Messeportal Messe GmbH', "street" = 'Messeplatz 1', "zip" = '81823',
  "city" = 'München', "phone" = '+49 89 123456-0', "email" = 'service@messeportal.example', "website" = 'www.messeportal.example',
  "vat_id" = 'DE298765432', "tax_number" = '143/123/45678', "commercial_register" = 'Amtsgericht München HRB 234567',
  "managing_directors" = 'Dr. Katrin Feldmann', "bank_name" = 'Stadtsparkasse München', "iban" = 'DE97701500000000123456',
  "bic" = 'SSKMDEMMXXX', "mail_sender_name" = 'Messeportal', "mail_sender_address" = 'service@messeportal.example'
  WHERE EXISTS (SELECT 1 FROM "installation" WHERE "demo");--> statement-breakpoint
CREATE TRIGGER organiser_settings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organiser_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();