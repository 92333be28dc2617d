-- Bank statements matched by themselves (issue 30): every statement staff upload, every entry read from it
-- (keyed by the bank's reference per account, so a statement uploaded twice adds nothing), and for each payment
-- the entry it came from.
CREATE TABLE "bank_statements" (
  "id" serial PRIMARY KEY,
  "file_name" text NOT NULL,
  "format" text NOT NULL,
  "account_iban" text NOT NULL,
  "statement_ids" text NOT NULL DEFAULT '',
  "entries_read" integer NOT NULL,
  "entries_new" integer NOT NULL,
  "staff_user_id" integer REFERENCES "staff_users"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "bank_entries" (
  "id" serial PRIMARY KEY,
  "statement_id" integer NOT NULL REFERENCES "bank_statements"("id"),
  "account_iban" text NOT NULL,
  "bank_reference" text NOT NULL,
  "booked_on" date NOT NULL,
  "value_on" date,
  "direction" text NOT NULL CHECK ("direction" IN ('credit', 'debit')),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "counterparty_name" text NOT NULL DEFAULT '',
  "counterparty_iban" text NOT NULL DEFAULT '',
  "remittance" text NOT NULL DEFAULT '',
  "end_to_end_id" text NOT NULL DEFAULT '',
  "mandate_id" text NOT NULL DEFAULT '',
  "return_reason" text NOT NULL DEFAULT '',
  -- booked: its payments are recorded; review: waits for a person; dismissed: a person said it pays no invoice.
  "state" text NOT NULL CHECK ("state" IN ('booked', 'review', 'dismissed')),
  "review_reason" text,
  "candidate_ids" integer[] NOT NULL DEFAULT '{}',
  "resolved_by" integer REFERENCES "staff_users"("id"),
  "resolved_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_reference_uq" ON "bank_entries" ("account_iban", "bank_reference");
--> statement-breakpoint
CREATE INDEX "bank_entries_review_idx" ON "bank_entries" ("state", "booked_on") WHERE "state" = 'review';
--> statement-breakpoint
CREATE INDEX "bank_entries_statement_idx" ON "bank_entries" ("statement_id");
--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "bank_entry_id" integer REFERENCES "bank_entries"("id");
--> statement-breakpoint
CREATE INDEX "document_payments_bank_entry_idx" ON "document_payments" ("bank_entry_id") WHERE "bank_entry_id" IS NOT NULL;
