-- The organiser's accounting numbers (issue 28): the double opt-in link's validity, the DATEV export's revenue
-- account and tax key per tax case, debtor numbering, consultant and client number, account length and the
-- start of the fiscal year; each company's debtor account as first exported.
ALTER TABLE "organiser_settings" ADD COLUMN "confirm_link_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "revenue_account_domestic" text DEFAULT '8400' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "tax_key_domestic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "revenue_account_reverse_charge" text DEFAULT '8336' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "tax_key_reverse_charge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "revenue_account_not_taxable" text DEFAULT '8338' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "tax_key_not_taxable" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "debtor_numbering" text DEFAULT 'companyId' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "debtor_number_start" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "datev_consultant_number" integer;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "datev_client_number" integer;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "datev_account_length" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "fiscal_year_start_month" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "debtor_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debtor_accounts" ADD CONSTRAINT "debtor_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debtor_accounts_account_uq" ON "debtor_accounts" USING btree ("account");
