import type { DeskStandSalesAnswer } from '@messeportal/domain';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { brandProductGroups, productGroups, registrationBrands, registrations } from '../../platform/db/schema.ts';

/**
 * The product groups of each exhibitor with a stand: those of the event that the brands it shows at this registration
 * are in. With the event's product groups named, for the desk's conflicts (the same group on neighbouring stands).
 */
export async function exhibitorGroups(db: Db, eventId: number): Promise<Pick<DeskStandSalesAnswer, 'productGroups' | 'exhibitorGroups'>> {
  const [groups, rows] = await Promise.all([
    db
      .select({ id: productGroups.id, nameDe: productGroups.nameDe, nameEn: productGroups.nameEn })
      .from(productGroups)
      .where(eq(productGroups.eventId, eventId))
      .orderBy(asc(productGroups.sort), asc(productGroups.id)),
    db
      .selectDistinct({ registrationId: registrationBrands.registrationId, productGroupId: brandProductGroups.productGroupId })
      .from(registrationBrands)
      .innerJoin(registrations, eq(registrations.id, registrationBrands.registrationId))
      .innerJoin(brandProductGroups, eq(brandProductGroups.brandId, registrationBrands.brandId))
      .innerJoin(productGroups, and(eq(productGroups.id, brandProductGroups.productGroupId), eq(productGroups.eventId, eventId)))
      .where(and(eq(registrations.eventId, eventId), ne(registrations.standNr, ''), isNull(registrations.canceledAt)))
      .orderBy(asc(registrationBrands.registrationId), asc(brandProductGroups.productGroupId)),
  ]);
  const byRegistration = new Map<number, number[]>();
  for (const { registrationId, productGroupId } of rows) byRegistration.set(registrationId, [...(byRegistration.get(registrationId) ?? []), productGroupId]);
  return {
    productGroups: groups,
    exhibitorGroups: [...byRegistration].map(([registrationId, productGroupIds]) => ({ registrationId, productGroupIds })),
  };
}
