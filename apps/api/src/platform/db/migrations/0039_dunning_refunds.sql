-- Dunning and refunds (issue 30). The organiser's dunning levels, default interest and flat fee switches and the
-- base rate history are settings. A notice is a document of type 'dunning_notice' (numbered, printed from its
-- content, listed with the registration); each invoice it lists is a row of dunning_notice_items, unique per
-- invoice and level, so no invoice gets the same level twice whichever process sends it. An invoice can be
-- disputed and a company put on hold; neither is dunned. A refund pays back an invoice's credit balance by
-- transfer (collected into a pain.001 file) or sets it off against another open invoice of the same company;
-- either way its payments carry its id, the negative one on the invoice that had the credit balance.
ALTER TABLE "organiser_settings" ADD COLUMN "dunning_levels" jsonb NOT NULL DEFAULT '[{"level":1,"kind":"reminder","daysAfterDue":7,"feeCents":0},{"level":2,"kind":"firstNotice","daysAfterDue":21,"feeCents":500},{"level":3,"kind":"secondNotice","daysAfterDue":35,"feeCents":1000}]';
--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "dunning_interest" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "dunning_flat_fee" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "base_rates" jsonb NOT NULL DEFAULT '[{"since":"2023-01-01","rateBp":162},{"since":"2023-07-01","rateBp":312},{"since":"2024-01-01","rateBp":362},{"since":"2024-07-01","rateBp":337},{"since":"2025-01-01","rateBp":227},{"since":"2025-07-01","rateBp":127},{"since":"2026-01-01","rateBp":127}]';
--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "dunning_prefix" text NOT NULL DEFAULT 'MA';
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "disputed_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "dispute_note" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dunning_hold_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dunning_hold_note" text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE TABLE "dunning_notice_items" (
  "id" serial PRIMARY KEY,
  "notice_id" integer NOT NULL REFERENCES "documents"("id"),
  "invoice_id" integer NOT NULL REFERENCES "documents"("id"),
  "level" smallint NOT NULL CHECK ("level" BETWEEN 1 AND 3),
  "kind" text NOT NULL,
  "sent_on" date NOT NULL,
  "open_cents" integer NOT NULL,
  "fee_cents" integer NOT NULL DEFAULT 0,
  "flat_fee_cents" integer NOT NULL DEFAULT 0,
  "interest_cents" integer NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_notice_items_level_uq" ON "dunning_notice_items" ("invoice_id", "level");
--> statement-breakpoint
CREATE INDEX "dunning_notice_items_notice_idx" ON "dunning_notice_items" ("notice_id");
--> statement-breakpoint
CREATE TABLE "refund_batches" (
  "id" serial PRIMARY KEY,
  "message_id" text NOT NULL,
  "refund_count" integer NOT NULL,
  "sum_cents" integer NOT NULL,
  "xml" text NOT NULL,
  "staff_user_id" integer REFERENCES "staff_users"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_batches_message_uq" ON "refund_batches" ("message_id");
--> statement-breakpoint
CREATE TABLE "refunds" (
  "id" serial PRIMARY KEY,
  "document_id" integer NOT NULL REFERENCES "documents"("id"),
  "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
  "method" text NOT NULL CHECK ("method" IN ('transfer', 'setOff')),
  "set_off_document_id" integer REFERENCES "documents"("id"),
  "account_holder" text NOT NULL DEFAULT '',
  "iban" text NOT NULL DEFAULT '',
  "bic" text NOT NULL DEFAULT '',
  "batch_id" integer REFERENCES "refund_batches"("id"),
  "staff_user_id" integer REFERENCES "staff_users"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "refunds_method_ck" CHECK (("method" = 'setOff') = ("set_off_document_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "refunds_document_idx" ON "refunds" ("document_id");
--> statement-breakpoint
ALTER TABLE "document_payments" ADD COLUMN "refund_id" integer REFERENCES "refunds"("id");
--> statement-breakpoint
ALTER TABLE "document_payments" DROP CONSTRAINT "document_payments_amount_ck";
--> statement-breakpoint
ALTER TABLE "document_payments" ADD CONSTRAINT "document_payments_amount_ck" CHECK ("amount_cents" > 0 OR (("reverses_id" IS NOT NULL OR "refund_id" IS NOT NULL) AND "amount_cents" < 0));
