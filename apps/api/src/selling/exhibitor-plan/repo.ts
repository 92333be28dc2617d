import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { brandProductGroups, brands, companies, productGroups, registrationBrands, registrations } from '../../platform/db/schema.ts';

/**
 * The queries of the public plan, each scoped to one event. Only confirmed registrations that are not cancelled
 * name their company in public: a new exhibitor's registration whose e-mail address is not confirmed yet books its
 * stand (the plan's states show it taken) but puts no name that anyone could have typed onto the public plan.
 */
const shown = (eventId: number) => and(eq(registrations.eventId, eventId), isNull(registrations.canceledAt), eq(registrations.isConfirmed, true), ne(registrations.standNr, ''));

/** The registrations on a stand in one of the halls named (any case), with their company's name. */
export function loadStandRegistrations(db: Db, eventId: number, hallNames: readonly string[]) {
  return db
    .select({ id: registrations.id, hall: registrations.hall, standNr: registrations.standNr, company: companies.name })
    .from(registrations)
    .innerJoin(companies, eq(companies.id, registrations.companyId))
    .where(and(shown(eventId), inArray(sql`lower(${registrations.hall})`, hallNames.map((name) => name.toLowerCase()))));
}

/** The brands those registrations show at the event, by registration, in the order they were made. */
export function loadRegistrationBrands(db: Db, eventId: number) {
  return db
    .select({ registrationId: registrationBrands.registrationId, brandId: brands.id, name: brands.name })
    .from(registrationBrands)
    .innerJoin(registrations, eq(registrations.id, registrationBrands.registrationId))
    .innerJoin(brands, eq(brands.id, registrationBrands.brandId))
    .where(shown(eventId))
    .orderBy(asc(brands.id));
}

/** The event's product groups of those brands, in the event's order of the groups. */
export function loadBrandProductGroups(db: Db, eventId: number) {
  return db
    .selectDistinct({ brandId: brandProductGroups.brandId, groupId: productGroups.id, sort: productGroups.sort })
    .from(brandProductGroups)
    .innerJoin(productGroups, and(eq(productGroups.id, brandProductGroups.productGroupId), eq(productGroups.eventId, eventId)))
    .innerJoin(registrationBrands, eq(registrationBrands.brandId, brandProductGroups.brandId))
    .innerJoin(registrations, eq(registrations.id, registrationBrands.registrationId))
    .where(shown(eventId))
    .orderBy(asc(productGroups.sort), asc(productGroups.id));
}
