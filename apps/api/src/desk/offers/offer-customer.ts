import type { StaffConfiguration } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { OfferRow } from '../../selling/offers/repo.ts';
import { companyExists, findCustomerRegistration } from './customers-repo.ts';

export interface OfferCustomer {
  companyId: number | null;
  registrationId: number | null;
}

/**
 * Whom a staff offer is for. be_registration: the named registration of the same event, and its company.
 * be_company: the chosen company. be_stand: a company when one is named, else the offer's own (none for a
 * new offer). A named company or registration must exist.
 */
export async function offerCustomer(db: Db, configuration: StaffConfiguration, existing: OfferRow | undefined): Promise<OfferCustomer> {
  if (configuration.mode === 'be_registration') {
    const registration = await findCustomerRegistration(db, configuration.registrationId!);
    if (!registration) throw notFound('registrationNotFound', 'registrationId');
    if (registration.eventId !== configuration.eventId) throw new AppError(400, 'registrationOtherEvent', { property: 'registrationId' });
    return { companyId: registration.companyId, registrationId: registration.id };
  }
  const companyId = configuration.companyId;
  if (companyId && !(await companyExists(db, companyId))) throw notFound('companyNotFound', 'companyId');
  if (configuration.mode === 'be_company') return { companyId: companyId!, registrationId: null };
  return companyId ? { companyId, registrationId: null } : { companyId: existing?.companyId ?? null, registrationId: existing?.registrationId ?? null };
}
