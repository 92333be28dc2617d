import type { Company, PortalAddress, PortalBrand, PortalContact, PortalRegistration } from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withCallerSession } from '../auth/caller-session.ts';
import { companies, orderBookItems, orderBookValues, orderPositions, orders, registrations } from '../../db/schema.ts';

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

export async function findCompany(db: Db, companyId: number): Promise<Company | undefined> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export interface RegistrationProgress {
  registrationId: number;
  /** Pieces of advertising media in the registration's binding orders (configurator, offers, portal). */
  mediaOrdered: number;
  /** Services booked: items ordered bindingly or entered in the booklet's products tab. */
  servicesBooked: number;
}

/** The row of company_global_data: the answer's parts before the presenter adds what it derives. */
export interface GlobalDataRow {
  company: Company | null;
  registrations: Omit<PortalRegistration, 'mediaOrdered' | 'servicesBooked'>[];
  contacts: Omit<PortalContact, 'salutation'>[];
  brands: Omit<PortalBrand, 'logoUrl' | 'motifUrl' | 'isFree'>[];
  addresses: PortalAddress[];
  /** What each registration has ordered and booked so far, for the dashboard's tasks. */
  progress: RegistrationProgress[] | null;
}

/**
 * Everything the portal shows of the caller's company in a single round trip with the caller's session (see
 * withCallerSession), through the database function of migration 0001 (company_global_data), with what each
 * registration has ordered and booked. Each column is named there, so no hash, token or internal column can
 * reach the answer.
 */
export async function loadGlobalData(db: Db, request: FastifyRequest) {
  const { caller, row } = await withCallerSession<GlobalDataRow>(db, request, (companyId) => sql`select true as found, g.*,
    (select json_agg(json_build_object(
      'registrationId', r.id,
      'mediaOrdered', coalesce((select sum(p.amount) from ${orderPositions} p join ${orders} o on o.id = p.order_id
        where o.registration_id = r.id and p.kind = 'media'), 0),
      'servicesBooked', (select count(*) from (
        select p.item_id from ${orderPositions} p join ${orders} o on o.id = p.order_id
          where o.registration_id = r.id and p.kind = 'service'
        union
        select v.order_book_item_id from ${orderBookValues} v join ${orderBookItems} i on i.id = v.order_book_item_id
          where v.registration_id = r.id and i.tab = 0 and (v.amount > 0 or v.checked)) booked)))
      from ${registrations} r where r.company_id = ${companyId}) as progress
    from company_global_data(${companyId}) g`);
  return { caller, row: row! };
}
