-- The notice on the exhibitors' login page is the organiser's own text (issue 28), not one former customer's
-- 2024 password change shown to every installation: empty by default.
ALTER TABLE "organiser_settings" ADD COLUMN "login_notice_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organiser_settings" ADD COLUMN "login_notice_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- What each registration has ordered and booked, for the dashboard's tasks: orders the organiser cancelled no
-- longer count as done, and the booklet's mandatory confirmations still to give are counted (issue 28).
CREATE OR REPLACE FUNCTION company_progress(p_company_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (select json_agg(json_build_object(
      'registrationId', r.id,
      'mediaOrdered', coalesce((select sum(p.amount) from order_positions p join orders o on o.id = p.order_id
        where o.registration_id = r.id and o.status <> 'canceled' and p.kind = 'media'), 0),
      'servicesBooked', (select count(*) from (
        select p.item_id from order_positions p join orders o on o.id = p.order_id
          where o.registration_id = r.id and o.status <> 'canceled' and p.kind = 'service'
        union
        select v.order_book_item_id from order_book_values v join order_book_items i on i.id = v.order_book_item_id
          where v.registration_id = r.id and i.tab = 0 and (v.amount > 0 or v.checked)) booked),
      'confirmationsRequired', (select count(*) from order_book_items i
        where i.event_id = r.event_id and i.item_type = 5 and i.is_mandatory),
      'confirmationsOpen', (select count(*) from order_book_items i
        where i.event_id = r.event_id and i.item_type = 5 and i.is_mandatory and not exists (
          select 1 from order_book_values v where v.registration_id = r.id and v.order_book_item_id = i.id
            and v.checked))))
    from registrations r where r.company_id = p_company_id);
END
$$;
