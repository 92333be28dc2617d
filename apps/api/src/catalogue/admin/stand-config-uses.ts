import type { Lang } from '@messeportal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { companies, registrations } from '../../platform/db/schema.ts';
import { documentUses, namedUses, offerAndOrderUses } from './event-uses.ts';

/**
 * What refers to a stand type, named in the caller's language ('Anmeldung 3 (Muster Küchen GmbH), Angebot 12,
 * Bestellung AB-2027-0003, Beleg RE-2027-0001'); '' when nothing does. Offers and orders refer to it in their
 * stored configuration, documents through their registration or order.
 */
export async function standConfigUses(tx: Tx, standConfigId: number, lang: Lang): Promise<string> {
  const registrationRows = await tx
    .select({ id: registrations.id, company: companies.name })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(eq(registrations.standConfigId, standConfigId))
    .orderBy(asc(registrations.id));
  const offersAndOrders = await offerAndOrderUses(tx, { stand: { standConfigId } }, lang);
  const registrationIds = registrationRows.map((row) => row.id);
  const documentNames = await documentUses(tx, registrationIds, offersAndOrders.orderIds, lang);
  return [...namedUses('catalogueUseRegistration', registrationRows, lang), ...offersAndOrders.names, ...documentNames].join(', ');
}
