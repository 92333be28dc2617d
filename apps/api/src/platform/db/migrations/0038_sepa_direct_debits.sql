-- SEPA direct debit (issue 30): the mandates exhibitors grant in the portal (one in force per company), the
-- collection files staff create (pain.008, kept as sent) and each invoice collected in one; a returned debit
-- reverses the payment its collection brought, as a payment of the negative amount that names the one it reverses.
CREATE TABLE "sepa_mandates" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "reference" text NOT NULL,
  "scheme" text NOT NULL CHECK ("scheme" IN ('CORE', 'B2B')),
  "account_holder" text NOT NULL,
  "iban" text NOT NULL,
  "bic" text NOT NULL DEFAULT '',
  "signed_on" date NOT NULL,
  "contact_id" integer REFERENCES "contacts"("id"),
  "revoked_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_uq" ON "sepa_mandates" ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_in_force_uq" ON "sepa_mandates" ("company_id") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "direct_debit_batches" (
  "id" serial PRIMARY KEY,
  "message_id" text NOT NULL,
  "scheme" text NOT NULL,
  "collection_count" integer NOT NULL,
  "sum_cents" integer NOT NULL,
  "xml" text NOT NULL,
  "staff_user_id" integer REFERENCES "staff_users"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_batches_message_uq" ON "direct_debit_batches" ("message_id");
--> statement-breakpoint
CREATE TABLE "direct_debits" (
  "id" serial PRIMARY KEY,
  "batch_id" integer NOT NULL REFERENCES "direct_debit_batches"("id"),
  "document_id" integer NOT NULL REFERENCES "documents"("id"),
  "mandate_id" integer NOT NULL REFERENCES "sepa_mandates"("id"),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "collection_date" date NOT NULL,
  "sequence_type" text NOT NULL,
  "state" text NOT NULL DEFAULT 'collected' CHECK ("state" IN ('collected', 'returned')),
  "return_reason" text NOT NULL DEFAULT '',
  "return_fee_cents" integer NOT NULL DEFAULT 0,
  "returned_entry_id" integer REFERENCES "bank_entries"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debits_collected_uq" ON "direct_debits" ("document_id") WHERE "state" = 'collected';
--> statement-breakpoint
CREATE INDEX "direct_debits_mandate_idx" ON "direct_debits" ("mandate_id");
--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "reverses_id" integer REFERENCES "document_payments"("id");
--> statement-breakpoint
ALTER TABLE "document_payments" DROP CONSTRAINT "document_payments_amount_ck";
--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_amount_ck" CHECK ("amount_cents" > 0 OR ("reverses_id" IS NOT NULL AND "amount_cents" < 0));
