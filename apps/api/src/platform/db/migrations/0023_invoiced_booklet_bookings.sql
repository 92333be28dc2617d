-- Invoice lines name the order booklet item whose own booking they bill: bookings change until the booklet
-- closes, so what is left to invoice is what was booked beyond what live invoices billed.
ALTER TABLE "document_positions" ADD COLUMN "order_book_item_id" integer;--> statement-breakpoint
ALTER TABLE "document_positions" ADD CONSTRAINT "document_positions_order_book_item_id_order_book_items_id_fk" FOREIGN KEY ("order_book_item_id") REFERENCES "public"."order_book_items"("id") ON DELETE set null ON UPDATE no action;