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
