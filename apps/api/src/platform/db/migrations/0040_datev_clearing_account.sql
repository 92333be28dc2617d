-- Issue 30: a set-off moves a credit balance from one invoice to another of the same company without the bank.
-- DATEV refuses a booking from the debtor to itself, so both halves book through a clearing account, SKR03 1360
-- "Geldtransit" unless the organiser names another.
ALTER TABLE "organiser_settings" ADD COLUMN "datev_clearing_account" text NOT NULL DEFAULT '1360';
