-- The registration desk at the speed of the portal's pages (issue 28): its list counts from a summary the
-- database keeps in the transaction of every change (a trigger on registrations, so no writer can miss it), its
-- pages read by keyset, and each of its pages in one statement through a function of its own, whose plans
-- PL/pgSQL keeps (see 0014).
CREATE TABLE "registration_desk_counts" (
  "event_id" integer NOT NULL REFERENCES "events"("id"),
  "hall" text NOT NULL,
  -- 0: a registration without a stand type of the event.
  "stand_config_id" integer NOT NULL,
  "is_confirmed" boolean NOT NULL,
  "is_canceled" boolean NOT NULL,
  "registrations" integer NOT NULL,
  PRIMARY KEY ("event_id", "hall", "stand_config_id", "is_confirmed", "is_canceled")
);--> statement-breakpoint
INSERT INTO "registration_desk_counts"
  SELECT event_id, hall, coalesce(stand_config_id, 0), is_confirmed, canceled_at IS NOT NULL, count(*)
  FROM registrations GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- One registration more (+1) or fewer (-1) in its group of the summary.
CREATE FUNCTION count_desk_registration(p_event_id integer, p_hall text, p_stand_config_id integer,
  p_is_confirmed boolean, p_is_canceled boolean, p_change integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO registration_desk_counts AS d VALUES (p_event_id, p_hall, coalesce(p_stand_config_id, 0), p_is_confirmed, p_is_canceled, p_change)
  ON CONFLICT (event_id, hall, stand_config_id, is_confirmed, is_canceled)
    DO UPDATE SET registrations = d.registrations + excluded.registrations
$$;--> statement-breakpoint
-- Keeps the summary as the registrations change; a row that moves between groups leaves the lower group first, so
-- two transactions moving rows between the same two groups lock them in the same order.
CREATE FUNCTION registrations_desk_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM count_desk_registration(NEW.event_id, NEW.hall, NEW.stand_config_id, NEW.is_confirmed, NEW.canceled_at IS NOT NULL, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM count_desk_registration(OLD.event_id, OLD.hall, OLD.stand_config_id, OLD.is_confirmed, OLD.canceled_at IS NOT NULL, -1);
    RETURN NULL;
  END IF;
  old_key := format('%s|%s|%s|%s|%s', OLD.event_id, OLD.hall, coalesce(OLD.stand_config_id, 0), OLD.is_confirmed, OLD.canceled_at IS NOT NULL);
  new_key := format('%s|%s|%s|%s|%s', NEW.event_id, NEW.hall, coalesce(NEW.stand_config_id, 0), NEW.is_confirmed, NEW.canceled_at IS NOT NULL);
  IF old_key = new_key THEN
    RETURN NULL;
  END IF;
  IF old_key < new_key THEN
    PERFORM count_desk_registration(OLD.event_id, OLD.hall, OLD.stand_config_id, OLD.is_confirmed, OLD.canceled_at IS NOT NULL, -1);
    PERFORM count_desk_registration(NEW.event_id, NEW.hall, NEW.stand_config_id, NEW.is_confirmed, NEW.canceled_at IS NOT NULL, 1);
  ELSE
    PERFORM count_desk_registration(NEW.event_id, NEW.hall, NEW.stand_config_id, NEW.is_confirmed, NEW.canceled_at IS NOT NULL, 1);
    PERFORM count_desk_registration(OLD.event_id, OLD.hall, OLD.stand_config_id, OLD.is_confirmed, OLD.canceled_at IS NOT NULL, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit: the summary's row of a group is locked from there to the end of the transaction only, so
-- registrations made together (orders of new exhibitors, all unconfirmed without a hall) queue for a moment, not
-- for the whole of each other's order.
CREATE CONSTRAINT TRIGGER registrations_desk_counts AFTER INSERT OR DELETE OR UPDATE OF event_id, hall, stand_config_id, is_confirmed, canceled_at
  ON registrations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION registrations_desk_counts();--> statement-breakpoint
-- The desk's keyset orders by hall and by stand number, case-blind.
CREATE INDEX "registrations_event_stand_nr_idx" ON "registrations" USING btree ("event_id", lower("stand_nr"), "id");--> statement-breakpoint
CREATE INDEX "registrations_event_lower_hall_idx" ON "registrations" USING btree ("event_id", lower("hall"), "id");--> statement-breakpoint
-- One page of an event's registrations (GET /be/event/{id}/registrations): the rows of the page in the order asked
-- (by keyset after `p_after_key`/`p_after_id`, or by offset), one more row's key than shown as the next page's
-- start, the number of matches and the event's halls. The number comes from the summary; with the search or the
-- open services filter the matches are counted up to 1,000, and above that estimated by the planner.
CREATE FUNCTION registration_desk_list(p_event_id integer, p_state text, p_confirmed boolean, p_stand_config_id integer,
  p_hall text, p_open_services boolean, p_search text, p_sort text, p_desc boolean, p_after_key text, p_after_id integer,
  p_offset integer, p_limit integer, p_lang text)
RETURNS TABLE (total integer, total_estimated boolean, halls json, rows json, next_key text, next_id integer)
-- Volatile only because a planner's estimate is read by EXPLAIN; it writes nothing.
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  filter text := 'r.event_id = $1';
  from_part text := 'registrations r';
  sort_key text;
  key_type text;
  direction text := CASE WHEN p_desc THEN 'desc' ELSE 'asc' END;
  ids integer[];
  sort_keys text[];
  counted integer;
  plan json;
BEGIN
  IF p_state = 'unconfirmed' THEN filter := filter || ' and r.canceled_at is null and not r.is_confirmed';
  ELSIF p_state = 'confirmed' THEN filter := filter || ' and r.canceled_at is null and r.is_confirmed';
  ELSIF p_state = 'canceled' THEN filter := filter || ' and r.canceled_at is not null';
  END IF;
  IF p_confirmed IS NOT NULL THEN filter := filter || ' and r.is_confirmed = $3'; END IF;
  IF p_stand_config_id IS NOT NULL THEN filter := filter || ' and r.stand_config_id = $4'; END IF;
  IF p_hall IS NOT NULL THEN filter := filter || ' and lower(r.hall) = lower($5)'; END IF;
  IF p_open_services IS NOT NULL THEN
    -- Open service positions of open orders, or booklet bookings after which no booked-services document was
    -- moved past open.
    filter := filter || CASE WHEN p_open_services THEN ' and ' ELSE ' and not ' END || '(r.id in (select o.registration_id
        from orders o join order_positions op on op.order_id = o.id where o.status = ''open'' and op.kind = ''service'')
      or r.id in (select v.registration_id from order_book_values v join order_book_items i on i.id = v.order_book_item_id
        where i.item_type = 0 and (v.amount > 0 or v.checked) and not exists (select 1 from documents d
          where d.registration_id = v.registration_id and d.type = ''booked_services'' and d.status not in (''open'', ''canceled'')
          and d.created_at >= v.updated_at)))';
  END IF;
  IF p_search IS NOT NULL THEN
    -- `p_search` is a LIKE pattern; a contact's "first name name" holds what its first name or its name holds.
    filter := filter || ' and r.company_id in (select c.id from companies c where lower(c.name) like lower($7) or lower(c.email) like lower($7)
      union select k.company_id from contacts k where lower(k.first_name || '' '' || k.name) like lower($7) or lower(k.email) like lower($7))';
  END IF;

  CASE p_sort
    -- Names in the order German readers expect (name-order.ts), hall and stand number case-blind.
    WHEN 'company' THEN
      sort_key := '(c.name collate "und-x-icu")'; key_type := 'text';
      from_part := 'registrations r join companies c on c.id = r.company_id';
    WHEN 'standType' THEN
      sort_key := '(coalesce(case when $14 = ''en'' then s.name_en else s.name_de end, r.stand_type) collate "und-x-icu")'; key_type := 'text';
      from_part := 'registrations r left join stand_configs s on s.id = r.stand_config_id';
    WHEN 'standSize' THEN sort_key := 'coalesce(r.stand_size, 0)'; key_type := 'numeric';
    WHEN 'hall' THEN sort_key := 'lower(r.hall)'; key_type := 'text';
    WHEN 'standNr' THEN sort_key := 'lower(r.stand_nr)'; key_type := 'text';
    WHEN 'state' THEN
      sort_key := 'case when r.canceled_at is not null then 2 when r.is_confirmed then 1 else 0 end'; key_type := 'integer';
    WHEN 'orderedNet' THEN
      sort_key := '(select coalesce(sum(o.net_cents), 0)::float8 from orders o where o.registration_id = r.id and o.status <> ''canceled'')';
      key_type := 'float8';
    ELSE sort_key := 'r.created_at'; key_type := 'timestamptz';
  END CASE;

  -- The page and the key of the row after it (the next page's start), ties by id so that pages never overlap. The
  -- desk's default order, newest first, with the filters the summary counts, in statements whose plans are kept;
  -- every other order and filter in one planned for its call.
  IF p_sort = 'createdAt' AND p_desc AND p_search IS NULL AND p_open_services IS NULL AND p_after_id IS NULL THEN
    SELECT coalesce(array_agg(p.id), '{}'), coalesce(array_agg(p.k), '{}') INTO ids, sort_keys
      FROM (SELECT r.id, r.created_at::text AS k FROM registrations r
        WHERE r.event_id = p_event_id
          AND (p_state IS NULL OR (p_state = 'canceled') = (r.canceled_at IS NOT NULL) AND (p_state = 'canceled' OR (p_state = 'confirmed') = r.is_confirmed))
          AND (p_confirmed IS NULL OR r.is_confirmed = p_confirmed)
          AND (p_stand_config_id IS NULL OR r.stand_config_id = p_stand_config_id)
          AND (p_hall IS NULL OR lower(r.hall) = lower(p_hall))
        ORDER BY r.created_at DESC, r.id DESC LIMIT p_limit + 1 OFFSET p_offset) p;
  ELSIF p_sort = 'createdAt' AND p_desc AND p_search IS NULL AND p_open_services IS NULL THEN
    SELECT coalesce(array_agg(p.id), '{}'), coalesce(array_agg(p.k), '{}') INTO ids, sort_keys
      FROM (SELECT r.id, r.created_at::text AS k FROM registrations r
        WHERE r.event_id = p_event_id AND (r.created_at, r.id) < (p_after_key::timestamptz, p_after_id)
          AND (p_state IS NULL OR (p_state = 'canceled') = (r.canceled_at IS NOT NULL) AND (p_state = 'canceled' OR (p_state = 'confirmed') = r.is_confirmed))
          AND (p_confirmed IS NULL OR r.is_confirmed = p_confirmed)
          AND (p_stand_config_id IS NULL OR r.stand_config_id = p_stand_config_id)
          AND (p_hall IS NULL OR lower(r.hall) = lower(p_hall))
        ORDER BY r.created_at DESC, r.id DESC LIMIT p_limit + 1) p;
  ELSE
  EXECUTE format('select coalesce(array_agg(id), ''{}''), coalesce(array_agg(k), ''{}'') from (select r.id, (%s)::text as k
      from %s where %s %s order by %s %s, r.id %s limit $13 + 1 offset $12) p',
    sort_key, from_part, filter,
    CASE WHEN p_after_id IS NULL THEN '' ELSE format('and (%s, r.id) %s ($10::%s, $11)', sort_key, CASE WHEN p_desc THEN '<' ELSE '>' END, key_type) END,
    sort_key, direction, direction)
    INTO ids, sort_keys
    USING p_event_id, p_state, p_confirmed, p_stand_config_id, p_hall, p_open_services, p_search, p_sort, p_desc, p_after_key, p_after_id,
      p_offset, p_limit, p_lang;
  END IF;
  IF cardinality(ids) > p_limit THEN
    next_key := sort_keys[p_limit];
    next_id := ids[p_limit];
    ids := ids[1:p_limit];
  END IF;

  SELECT coalesce(sum(d.registrations), 0) INTO total FROM registration_desk_counts d
    WHERE d.event_id = p_event_id
      AND (p_state IS NULL OR (p_state = 'canceled') = d.is_canceled AND (p_state = 'canceled' OR (p_state = 'confirmed') = d.is_confirmed))
      AND (p_confirmed IS NULL OR d.is_confirmed = p_confirmed)
      AND (p_stand_config_id IS NULL OR d.stand_config_id = p_stand_config_id)
      AND (p_hall IS NULL OR lower(d.hall) = lower(p_hall));
  total_estimated := false;
  IF p_search IS NOT NULL OR p_open_services IS NOT NULL THEN
    EXECUTE format('select count(*)::int from (select 1 from registrations r where %s limit 1001) x', filter) INTO counted
      USING p_event_id, p_state, p_confirmed, p_stand_config_id, p_hall, p_open_services, p_search;
    IF counted <= 1000 THEN
      total := counted;
    ELSE
      -- More than 1,000: the planner's estimate, within what the other filters leave.
      EXECUTE format('explain (format json) select 1 from registrations r where %s', filter) INTO plan
        USING p_event_id, p_state, p_confirmed, p_stand_config_id, p_hall, p_open_services, p_search;
      total := least(greatest((plan->0->'Plan'->>'Plan Rows')::numeric, 1001), total)::int;
      total_estimated := true;
    END IF;
  END IF;

  SELECT coalesce(json_agg(h.hall ORDER BY h.hall), '[]') INTO halls FROM (SELECT DISTINCT d.hall FROM registration_desk_counts d
    WHERE d.event_id = p_event_id AND d.hall <> '' AND d.registrations > 0) h;

  -- Each row as an array (half the text of an object, which is what a page of them costs to write and read):
  -- id, company id, company name, stand type, stand config id, size, hall, stand number, confirmed, cancelled at,
  -- created at, ordered net in cents (orders not cancelled), open services (an open order's service position,
  -- or a booklet booking after which no booked-services document was moved past open).
  SELECT json_agg(json_build_array(r.id, r.company_id, (select c.name from companies c where c.id = r.company_id),
      r.stand_type, r.stand_config_id, r.stand_size::float8, r.hall, r.stand_nr, r.is_confirmed, r.canceled_at, r.created_at,
      ordered.net_cents, ordered.open_services or coalesce((select true from order_book_values v
          join order_book_items i on i.id = v.order_book_item_id
          where v.registration_id = r.id and i.item_type = 0 and (v.amount > 0 or v.checked)
            and not exists (select 1 from documents d where d.registration_id = v.registration_id and d.type = 'booked_services'
              and d.status not in ('open', 'canceled') and d.created_at >= v.updated_at) limit 1), false))
    ORDER BY u.n)
    INTO rows
    -- Row by row along the primary key (OFFSET 0 keeps the lookup from becoming a pass over every registration),
    -- its orders read once for the net and the open services.
    FROM unnest(ids) WITH ORDINALITY u(id, n) CROSS JOIN LATERAL (SELECT * FROM registrations x WHERE x.id = u.id OFFSET 0) r
      CROSS JOIN LATERAL (SELECT coalesce(sum(o.net_cents) FILTER (WHERE o.status <> 'canceled'), 0)::float8 AS net_cents,
          coalesce(bool_or(o.status = 'open' AND EXISTS (SELECT 1 FROM order_positions op WHERE op.order_id = o.id AND op.kind = 'service')), false)
            AS open_services
        FROM orders o WHERE o.registration_id = r.id) ordered;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- One registration as the desk shows it (GET /be/registration/{id}): the portal's registration page
-- (registration_page) and what the desk adds, each part as its repository read it before (detail-repo.ts): the
-- orders' states, comments and who ordered, the booklet bookings (at staff's deviating price where given), the flue gas connections with whether a live
-- invoice (an invoice not cancelled, as invoicing-repo.ts says) bills them, the documents with what is credited of
-- each, the last 200 mails to the company's addresses and staff's changes of the registration and its company.
CREATE FUNCTION registration_desk_page(p_id integer)
RETURNS TABLE (found boolean, registration json, company json, addresses json, contacts json, brands json, orders json,
  order_rows json, bookings json, fireplace json, documents json, mails json, staff_changes json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  v_company_id integer;
BEGIN
  SELECT r.company_id INTO v_company_id FROM registrations r WHERE r.id = p_id;
  IF v_company_id IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
  select p.found, p.registration, p.company, p.addresses, p.contacts, p.brands, p.orders,
    (select json_agg(json_build_object('id', o.id, 'status', o.status, 'comment', o.comment, 'contactFirstName', k.first_name,
        'contactName', k.name, 'data', o.data))
      from orders o join contacts k on k.id = o.contact_id where o.registration_id = p_id),
    (select json_agg(json_build_object('itemId', i.id, 'groupDe', g.title_de, 'groupEn', g.title_en, 'titleDe', i.title_de,
        'titleEn', i.title_en, 'price', coalesce(v.price_deviating, i.price), 'unit', i.unit, 'itemType', i.item_type, 'productType', i.product_type, 'tab', i.tab,
        'amount', v.amount, 'checked', v.checked, 'updatedAt', v.updated_at) order by g.sort, i.sort, i.id)
      from order_book_values v join order_book_items i on i.id = v.order_book_item_id join order_book_groups g on g.id = i.group_id
      where v.registration_id = p_id and (v.amount > 0 or v.checked)),
    (select json_agg(json_build_object('connection', f, 'invoiced', f.id in (select dp.fireplace_connection_id
          from document_positions dp join documents d on d.id = dp.document_id
          where d.type = 'invoice' and d.status <> 'canceled' and d.registration_id = p_id and dp.fireplace_connection_id is not null))
        order by f.id)
      from fireplace_connections f where f.registration_id = p_id),
    (select json_agg(json_build_object('document', d, 'creditedCents',
          (select coalesce(sum(c.gross_cents), 0)::int from documents c where c.corrects_id = d.id))
        order by d.date desc, d.id desc)
      from documents d where d.registration_id = p_id and d.company_id = v_company_id),
    (select json_agg(m) from (select m.id, m.kind, m.recipient, m.subject, m.state, m.created_at as "createdAt", m.sent_at as "sentAt"
        from outbox_mails m
        where lower(m.recipient) in (select lower(k.email) from contacts k where k.company_id = v_company_id
          union select lower(c.email) from companies c where c.id = v_company_id)
        order by m.created_at desc, m.id desc limit 200) m),
    (select json_agg(a) from (select a.created_at as "at", a.actor, a.entity, a.before, a.after from audit_log a
        where (a.entity = 'registration' and a.entity_id = p_id::text) or (a.entity = 'company' and a.entity_id = v_company_id::text)
        order by a.id) a)
  from registration_page(v_company_id, p_id) p;
END
$$;
