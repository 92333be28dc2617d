-- The tax case an order confirmation's or booked services' totals were computed with, printed under them.
ALTER TABLE "documents" ADD COLUMN "tax_case" jsonb;