-- Invoices (issue 17): an invoice's partial billing number, final flag, the invoice a correction corrects, due date,
-- paid amount and its content as issued; payments; the order position an invoice line bills and the line a credit
-- line credits; the buyer reference of an address; invoicing on confirmation per event; number prefixes, payment
-- term and the tax of buyers outside the EU in the settings.
CREATE TABLE "document_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_payments_amount_ck" CHECK ("document_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "buyer_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_positions" ADD COLUMN "order_position_id" integer;--> statement-breakpoint
ALTER TABLE "document_positions" ADD COLUMN "credits_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "billing_number" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "corrects_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "invoice_on_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "invoice_prefix" text DEFAULT 'RE' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "credit_note_prefix" text DEFAULT 'GS' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "cancellation_prefix" text DEFAULT 'ST' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "payment_term_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "non_eu_tax" text DEFAULT 'notTaxable' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_payments_document_idx" ON "document_payments" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "document_positions" ADD CONSTRAINT "document_positions_order_position_id_order_positions_id_fk" FOREIGN KEY ("order_position_id") REFERENCES "public"."order_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_positions" ADD CONSTRAINT "document_positions_credits_id_document_positions_id_fk" FOREIGN KEY ("credits_id") REFERENCES "public"."document_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_corrects_id_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_positions_order_position_idx" ON "document_positions" USING btree ("order_position_id");--> statement-breakpoint
CREATE INDEX "document_positions_credits_idx" ON "document_positions" USING btree ("credits_id");--> statement-breakpoint
CREATE INDEX "documents_corrects_idx" ON "documents" USING btree ("corrects_id");