-- Staff book a service for an exhibitor (issue 28, by phone or corrected after the tech deadline) at the
-- catalogue's price or at a deviating one, with the reason it deviates (in cents; null: the item's price).
ALTER TABLE "order_book_values" ADD COLUMN "price_deviating" integer;--> statement-breakpoint
ALTER TABLE "order_book_values" ADD COLUMN "price_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The exhibitor's booklet page prices a booking at the deviating price staff gave (bookedLines).
CREATE OR REPLACE FUNCTION booklet_page(p_company_id integer, p_id integer)
RETURNS TABLE (found boolean, registration json, booklet_values json, ordered json, booked_services json, floor_plan json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  select true, row_to_json(r),
    (select json_agg(json_build_object('orderBookItemId', v.order_book_item_id, 'amount', v.amount, 'checked', v.checked,
        'priceDeviating', v.price_deviating))
      from order_book_values v where v.registration_id = p_id),
    registration_ordered_services(p_id),
    (select json_build_object('id', d.id, 'number', d.number, 'date', d.date, 'createdAt', d.created_at) from documents d
      where d.registration_id = p_id and d.company_id = p_company_id and d.type = 'booked_services'
      order by d.id desc limit 1),
    (select json_build_object('name', f.orig_name, 'contentType', f.mime_type, 'size', f.size, 'uploadedAt', f.created_at)
      from files f where f.id = r.floor_plan_file_id)
  from registrations r where r.id = p_id and r.company_id = p_company_id;
END
$$;
