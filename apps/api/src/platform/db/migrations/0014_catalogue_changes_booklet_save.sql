-- Catalogue changes announced by the database, so that every API process may keep the catalogue in memory and
-- drop it the moment anyone changes it (NOTIFY reaches each listening process after the commit). The payload
-- says what changed: 'catalogue' for events, stand configs, prices, groups, media and booklet items; 'stock'
-- when only a medium's taken or offered pieces changed (every binding order), which only the media list shows.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'catalogue');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_media_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'ordered' - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'ordered' - 'stock') THEN
    PERFORM pg_notify('catalogue_changed', 'catalogue');
  ELSIF OLD.ordered IS DISTINCT FROM NEW.ordered OR OLD.stock IS DISTINCT FROM NEW.stock THEN
    PERFORM pg_notify('catalogue_changed', 'stock');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_groups_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stand_configs_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stand_configs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER stand_price_rules_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stand_price_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER media_groups_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER media_items_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE ON media_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER media_items_changed AFTER UPDATE ON media_items
  FOR EACH ROW EXECUTE FUNCTION notify_media_item_changed();
--> statement-breakpoint
CREATE TRIGGER order_book_groups_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_book_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER order_book_items_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_book_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- The services that the binding orders of a registration hold, in order of ordering (null when none): the
-- booklet's reading of them and the check of save_booklet_tab use this one definition.
CREATE FUNCTION registration_ordered_services(p_registration_id integer) RETURNS json LANGUAGE sql STABLE AS $$
  select json_agg(json_build_object('itemId', p.item_id, 'amount', p.amount, 'priceSingle', p.price_single, 'sum', p.sum)
      order by p.order_id, p.sort)
    from order_positions p join orders o on o.id = p.order_id
    where o.registration_id = p_registration_id and p.kind = 'service' and p.item_id is not null
$$;
--> statement-breakpoint
-- Saves one tab of a booklet in one call: `p_values` ([{id, amount, checked}], the values to keep) replace those
-- of the tab's items `p_item_ids`. They are the exhibitor's part on top of the binding orders' services as the
-- caller read them (`p_ordered`, the text of registration_ordered_services): 'stale' when those changed since,
-- and nothing is written (the caller works it out again under the registration's lock). 'unchanged' when the
-- values are those stored: nothing is locked or written. Otherwise the registration is locked, so two saves of
-- one booklet run one after the other, the values are written and the answer is 'saved'.
CREATE FUNCTION save_booklet_tab(p_registration_id integer, p_item_ids integer[], p_values jsonb, p_ordered text)
RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF registration_ordered_services(p_registration_id)::text IS DISTINCT FROM p_ordered THEN
    RETURN 'stale';
  END IF;
  IF NOT EXISTS (
    select 1 from order_book_values v
      where v.registration_id = p_registration_id and v.order_book_item_id = any(p_item_ids)
        and not exists (select 1 from jsonb_to_recordset(p_values) k(id integer) where k.id = v.order_book_item_id)
    union all
    select 1 from jsonb_to_recordset(p_values) k(id integer, amount numeric, checked boolean)
      left join order_book_values v on v.registration_id = p_registration_id and v.order_book_item_id = k.id
      where v.registration_id is null or v.amount <> k.amount or v.checked <> k.checked
  ) THEN
    RETURN 'unchanged';
  END IF;
  PERFORM 1 FROM registrations WHERE id = p_registration_id FOR UPDATE;
  IF registration_ordered_services(p_registration_id)::text IS DISTINCT FROM p_ordered THEN
    RETURN 'stale';
  END IF;
  DELETE FROM order_book_values v
    WHERE v.registration_id = p_registration_id AND v.order_book_item_id = any(p_item_ids)
      AND NOT EXISTS (select 1 from jsonb_to_recordset(p_values) k(id integer) where k.id = v.order_book_item_id);
  INSERT INTO order_book_values (registration_id, order_book_item_id, amount, checked, updated_at)
    SELECT p_registration_id, k.id, k.amount, k.checked, now()
      FROM jsonb_to_recordset(p_values) k(id integer, amount numeric, checked boolean)
    ON CONFLICT (registration_id, order_book_item_id) DO UPDATE
      SET amount = excluded.amount, checked = excluded.checked, updated_at = excluded.updated_at
      WHERE (order_book_values.amount, order_book_values.checked) IS DISTINCT FROM (excluded.amount, excluded.checked);
  RETURN 'saved';
END
$$;
--> statement-breakpoint
-- The portal's registration page (GET /fe/rest/registration/{id}) of a registration of this company, nothing for
-- another company's or an unknown id: the registration, the company, its addresses, the contacts and brands
-- assigned to the registration (the company's own only) and its binding orders with their positions and order
-- confirmations. PL/pgSQL keeps the plan of the query (see 0001); rows as row_to_json writes them.
CREATE FUNCTION registration_page(p_company_id integer, p_id integer)
RETURNS TABLE (found boolean, registration json, company json, addresses json, contacts json, brands json, orders json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  select true, row_to_json(r),
    (select row_to_json(c) from companies c where c.id = p_company_id),
    (select json_agg(a order by a.is_main desc, a.id) from addresses a where a.company_id = p_company_id),
    (select json_agg(c order by c.is_main_contact desc, c.id) from registration_contacts rc
      join contacts c on c.id = rc.contact_id where rc.registration_id = p_id and c.company_id = p_company_id),
    (select json_agg(json_build_object('brand', b, 'productgroupsIds', array(select bp.product_group_id
        from brand_product_groups bp where bp.brand_id = b.id order by 1)) order by b.id)
      from registration_brands rb join brands b on b.id = rb.brand_id
      where rb.registration_id = p_id and b.company_id = p_company_id),
    (select json_agg(json_build_object(
        'id', o.id, 'type', o.type, 'createdAt', o.created_at,
        'netCents', o.net_cents, 'vatCents', o.vat_cents, 'grossCents', o.gross_cents,
        'confirmation', (select json_build_object('id', d.id, 'number', d.number, 'date', d.date) from documents d
          where d.order_id = o.id and d.type = 'confirmation' order by d.id limit 1),
        'positions', (select json_agg(json_build_object('kind', p.kind, 'itemId', p.item_id, 'description', p.description,
            'amount', p.amount, 'unit', p.unit, 'priceSingle', p.price_single, 'sum', p.sum) order by p.sort)
          from order_positions p where p.order_id = o.id)) order by o.id)
      from orders o where o.registration_id = p_id and o.company_id = p_company_id)
  from registrations r where r.id = p_id and r.company_id = p_company_id;
END
$$;
--> statement-breakpoint
-- The portal's order booklet page (GET /fe/rest/orderbook/{id}) of a registration of this company: the
-- registration, the exhibitor's own booklet values, the services of its binding orders, the booked-services
-- document last sent and the stand plan.
CREATE FUNCTION booklet_page(p_company_id integer, p_id integer)
RETURNS TABLE (found boolean, registration json, booklet_values json, ordered json, booked_services json, floor_plan json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  select true, row_to_json(r),
    (select json_agg(json_build_object('orderBookItemId', v.order_book_item_id, 'amount', v.amount, 'checked', v.checked))
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
--> statement-breakpoint
-- The next number of a document series (prefix AB, RE … and year), `<prefix>-<year>-<sequence, 4 digits at
-- least>`, gapless: the counter row starts after the highest number already issued in the series (seeded or
-- imported documents) and stays locked until the caller's transaction ends, so concurrent issuers wait for
-- each other instead of taking the same number. Called inside the document's INSERT, one statement for both.
CREATE FUNCTION next_document_number(p_prefix text, p_year integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_last integer;
BEGIN
  INSERT INTO document_number_counters (prefix, year, last)
    VALUES (p_prefix, p_year, (select coalesce(max(substring(d.number from '[0-9]+$')::int), 0) + 1 from documents d
      where d.number like p_prefix || '-' || p_year || '-%'))
    ON CONFLICT (prefix, year) DO UPDATE SET last = document_number_counters.last + 1
    RETURNING last INTO v_last;
  RETURN p_prefix || '-' || p_year || '-' || lpad(v_last::text, greatest(4, length(v_last::text)), '0');
END
$$;
--> statement-breakpoint
-- What each registration of a company has ordered and booked so far, for the dashboard's tasks (GET
-- /fe/globaldata beside company_global_data): pieces of media in its binding orders, and services booked
-- (ordered bindingly or entered in the booklet's products tab). PL/pgSQL keeps the plan (see 0001).
CREATE FUNCTION company_progress(p_company_id integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (select json_agg(json_build_object(
      'registrationId', r.id,
      'mediaOrdered', coalesce((select sum(p.amount) from order_positions p join orders o on o.id = p.order_id
        where o.registration_id = r.id and p.kind = 'media'), 0),
      'servicesBooked', (select count(*) from (
        select p.item_id from order_positions p join orders o on o.id = p.order_id
          where o.registration_id = r.id and p.kind = 'service'
        union
        select v.order_book_item_id from order_book_values v join order_book_items i on i.id = v.order_book_item_id
          where v.registration_id = r.id and i.tab = 0 and (v.amount > 0 or v.checked)) booked)))
    from registrations r where r.company_id = p_company_id);
END
$$;
