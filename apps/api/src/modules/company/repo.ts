import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  name_natural: companies.nameNatural,
  email: companies.email,
  internet: companies.internet,
  ustid: companies.ustid,
  telCountry: companies.telCountry,
  telCity: companies.telCity,
  telDirect: companies.telDirect,
  faxCountry: companies.faxCountry,
  faxCity: companies.faxCity,
  faxDirect: companies.faxDirect,
};

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export interface GlobalDataRow {
  company: Record<string, unknown> | null;
  registrations: { eventId: number }[];
  contacts: { gender: number | null }[];
  brands: Record<string, unknown>[];
  addresses: Record<string, unknown>[];
}

/**
 * Everything the portal shows of one company in a single round trip. Each field is named here, so no hash,
 * token or internal column can reach the answer.
 */
export async function loadGlobalData(db: Db, companyId: number): Promise<GlobalDataRow> {
  const result = await db.execute(sql`
    select
      (select json_build_object(
         'id', c.id, 'name', c.name, 'name_natural', c.name_natural, 'email', c.email, 'internet', c.internet,
         'ustid', c.ustid, 'telCountry', c.tel_country, 'telCity', c.tel_city, 'telDirect', c.tel_direct,
         'faxCountry', c.fax_country, 'faxCity', c.fax_city, 'faxDirect', c.fax_direct)
       from companies c where c.id = ${companyId}) as company,
      coalesce((select json_agg(json_build_object(
         'id', r.id, 'createdAt', r.created_at, 'eventId', r.event_id, 'companyId', r.company_id,
         'isConfirmed', r.is_confirmed, 'confirmedAt', r.confirmed_at, 'isOnsiteParticipant', r.is_onsite_participant,
         'isVirtualParticipant', r.is_virtual_participant, 'hall', r.hall, 'standNr', r.stand_nr, 'variant', r.variant,
         'standType', r.stand_type, 'standSize', r.stand_size::float8) order by r.created_at, r.id)
       from registrations r where r.company_id = ${companyId}), '[]') as registrations,
      coalesce((select json_agg(json_build_object(
         'id', ct.id, 'gender', ct.gender, 'title', ct.title, 'contactType', ct.contact_types,
         'firstName', ct.first_name, 'name', ct.name, 'email', ct.email, 'lang', ct.lang,
         'isMainContact', ct.is_main_contact, 'telCountry', ct.tel_country, 'telCity', ct.tel_city,
         'telDirect', ct.tel_direct, 'faxCountry', ct.fax_country, 'faxCity', ct.fax_city, 'faxDirect', ct.fax_direct,
         'mobileCountry', ct.mobile_country, 'mobileDirect', ct.mobile_direct,
         'registrationsIds', coalesce((select json_agg(rc.registration_id order by rc.registration_id)
           from registration_contacts rc where rc.contact_id = ct.id), '[]'))
         order by ct.is_main_contact desc, ct.id)
       from contacts ct where ct.company_id = ${companyId}), '[]') as contacts,
      coalesce((select json_agg(json_build_object(
         'id', b.id, 'name', b.name, 'internet', b.internet, 'logo', b.logo_file_id, 'motif', b.motif_file_id,
         'contact', b.contact_id,
         'productgroupsIds', coalesce((select json_agg(bp.product_group_id order by bp.product_group_id)
           from brand_product_groups bp where bp.brand_id = b.id), '[]'),
         'registrationsIds', coalesce((select json_agg(rb.registration_id order by rb.registration_id)
           from registration_brands rb where rb.brand_id = b.id), '[]'))
         order by b.id)
       from brands b where b.company_id = ${companyId}), '[]') as brands,
      coalesce((select json_agg(json_build_object(
         'id', a.id, 'name', a.name, 'nameExtra', a.name_extra, 'street', a.street, 'zip', a.zip, 'city', a.city,
         'country', a.country, 'email', a.email, 'ustid', a.ustid, 'isMain', a.is_main, 'isInvoice', a.is_invoice)
         order by a.is_main desc, a.id)
       from addresses a where a.company_id = ${companyId}), '[]') as addresses
  `);
  return (result as unknown as { rows: GlobalDataRow[] }).rows[0]!;
}
