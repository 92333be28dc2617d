-- The portal shows every state as it is (issue 28): the company's registrations carry their cancellation, and
-- the registration page's binding orders their state (open … canceled).
CREATE OR REPLACE FUNCTION company_global_data(p_company_id integer)
RETURNS TABLE (company json, registrations json, contacts json, brands json, addresses json)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  select
    (select row_to_json(x) from (
       select id, name, name_natural, email, internet, ustid, tel_country as "telCountry", tel_city as "telCity",
         tel_direct as "telDirect", fax_country as "faxCountry", fax_city as "faxCity", fax_direct as "faxDirect"
       from companies where id = p_company_id) x) as company,
    (select coalesce(json_agg(x), '[]') from (
       select id, created_at as "createdAt", event_id as "eventId", company_id as "companyId",
         is_confirmed as "isConfirmed", confirmed_at as "confirmedAt", canceled_at as "canceledAt",
         is_onsite_participant as "isOnsiteParticipant",
         is_virtual_participant as "isVirtualParticipant", hall, stand_nr as "standNr", variant,
         stand_type as "standType", stand_size::float8 as "standSize"
       from registrations where company_id = p_company_id order by created_at, id) x) as registrations,
    (select coalesce(json_agg(x), '[]') from (
       select c.id, c.gender, c.title, c.contact_types as "contactType", c.first_name as "firstName", c.name, c.email,
         c.lang, c.is_main_contact as "isMainContact", c.tel_country as "telCountry", c.tel_city as "telCity",
         c.tel_direct as "telDirect", c.fax_country as "faxCountry", c.fax_city as "faxCity",
         c.fax_direct as "faxDirect", c.mobile_country as "mobileCountry", c.mobile_direct as "mobileDirect",
         array(select rc.registration_id from registration_contacts rc where rc.contact_id = c.id order by 1)
           as "registrationsIds"
       from contacts c where c.company_id = p_company_id order by c.is_main_contact desc, c.id) x) as contacts,
    (select coalesce(json_agg(x), '[]') from (
       select b.id, b.name, b.internet, b.logo_file_id as logo, b.motif_file_id as motif, b.contact_id as contact,
         array(select bp.product_group_id from brand_product_groups bp where bp.brand_id = b.id order by 1)
           as "productgroupsIds",
         array(select rb.registration_id from registration_brands rb where rb.brand_id = b.id order by 1)
           as "registrationsIds"
       from brands b where b.company_id = p_company_id order by b.id) x) as brands,
    (select coalesce(json_agg(x), '[]') from (
       select id, name, name_extra as "nameExtra", street, zip, city, country, email, ustid,
         buyer_reference as "buyerReference", is_main as "isMain", is_invoice as "isInvoice"
       from addresses where company_id = p_company_id order by is_main desc, id) x) as addresses;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registration_page(p_company_id integer, p_id integer)
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
        'id', o.id, 'type', o.type, 'status', o.status, 'createdAt', o.created_at,
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
