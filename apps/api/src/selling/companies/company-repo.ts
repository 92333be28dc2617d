import type { Company, PortalAddress, PortalBrand, PortalContact, PortalRegistration } from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { withCallerSession } from '../../platform/auth/caller-session.ts';
import { companies } from '../../platform/db/schema.ts';

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
  /** The booklet's mandatory confirmations, and those not given yet. */
  confirmationsRequired: number;
  confirmationsOpen: number;
}

/** The row of company_global_data: the answer's parts before the presenter adds what it derives. */
export interface GlobalDataRow {
  company: Company | null;
  registrations: Omit<PortalRegistration, keyof Omit<RegistrationProgress, 'registrationId'>>[];
  contacts: Omit<PortalContact, 'salutation'>[];
  brands: Omit<PortalBrand, 'logoUrl' | 'motifUrl' | 'isFree'>[];
  addresses: PortalAddress[];
  /** What each registration has ordered and booked so far, for the dashboard's tasks. */
  progress: RegistrationProgress[] | null;
}

/**
 * Everything the portal shows of the caller's company in a single round trip with the caller's session (see
 * withCallerSession), through the database functions company_global_data (migration 0001) and
 * company_progress (0012: what each registration has ordered and booked). Each column is named there, so no
 * hash, token or internal column can reach the answer.
 */
export async function loadGlobalData(db: Db, request: FastifyRequest) {
  const { caller, row } = await withCallerSession<GlobalDataRow>(db, request, (companyId) => sql`select true as found, g.*,
    company_progress(${companyId}) as progress from company_global_data(${companyId}) g`);
  return { caller, row: row! };
}
