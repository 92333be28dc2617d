-- Getting paid (issue 30): the organiser's SEPA creditor identifier, which direct debits need (empty: none
-- collected), and the bank's ledger account that payments and refunds are booked against in the DATEV batch.
ALTER TABLE "organiser_settings" ADD COLUMN "sepa_creditor_id" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "datev_bank_account" text NOT NULL DEFAULT '1200';
