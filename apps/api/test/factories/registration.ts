import { eq } from 'drizzle-orm';
import { registrationBrands, registrationContacts, registrations } from '../../src/platform/db/schema.ts';
import { buildBrand, type BrandInput } from './brand.ts';
import { buildCompany, type BuiltCompany, type CompanyInput } from './company.ts';
import { buildContact, type BuiltContact } from './contact.ts';
import { buildEvent, type BuiltEvent } from './event.ts';
import { buildOrder, type BuiltOrder, type OrderInput } from './order.ts';
import type { FactoryTarget } from './target.ts';

type RegistrationRow = typeof registrations.$inferSelect;

/** The event a registration is for, as buildEvent answers it (its first stand type is the one booked). */
interface EventOfRegistration {
  id: number;
  standConfigs?: { id: number; standType: string; qmMin: number }[];
  productGroups?: { id: number }[];
}

export interface RegistrationInput<E extends EventOfRegistration = EventOfRegistration> extends Partial<Omit<RegistrationRow, 'id' | 'eventId' | 'companyId'>> {
  /** Default: a new event (buildEvent). */
  event?: E;
  /** Default: a new company (buildCompany) with `company` as its fields. */
  company?: BuiltCompany | CompanyInput;
  /** Its main contact, who registered (default: a new one of the company); more contacts can be added. */
  contact?: BuiltContact;
  /** Brands the company registers with, by default in the event's first product group (default: none). */
  brands?: BrandInput[];
  /** Binding orders of the registration, in this order (default: none). */
  orders?: OrderInput[];
}

/**
 * A company's registration for an event, confirmed unless `isConfirmed: false`, with its main contact assigned:
 * the stand its event's first stand type at the smallest size, with brands and binding orders as the test lists them.
 */
export async function buildRegistration<E extends EventOfRegistration = BuiltEvent>(
  target: FactoryTarget,
  overrides: RegistrationInput<E> = {},
): Promise<BuiltRegistration<E>> {
  const { event: given, company: companyInput, contact: givenContact, brands = [], orders = [], ...fields } = overrides;
  const event = given ?? ((await buildEvent(target)) as unknown as E);
  const company = companyInput && 'id' in companyInput ? companyInput : await buildCompany(target, companyInput);
  const contact = givenContact ?? (await buildContact(target, { companyId: company.id, isMainContact: true }));
  const config = event.standConfigs?.[0];
  const isConfirmed = fields.isConfirmed ?? true;
  const [registration] = await target.db
    .insert(registrations)
    .values({
      standConfigId: config?.id ?? null,
      standType: config?.standType ?? '',
      standSize: config?.qmMin ?? null,
      confirmedAt: isConfirmed ? new Date() : null,
      ...fields,
      isConfirmed,
      eventId: event.id,
      companyId: company.id,
    })
    .returning();
  const id = registration!.id;
  await target.db.insert(registrationContacts).values({ registrationId: id, contactId: contact.id });
  const productGroupIds = (event.productGroups ?? []).slice(0, 1).map((group) => group.id);
  const builtBrands = [];
  for (const input of brands) {
    const brand = await buildBrand(target, { companyId: company.id, contactId: contact.id }, { productGroupIds, ...input });
    await target.db.insert(registrationBrands).values({ registrationId: id, brandId: brand.id });
    builtBrands.push(brand);
  }
  const owner = { id, eventId: event.id, companyId: company.id, contactId: contact.id };
  const built: BuiltOrder[] = [];
  for (const order of orders) built.push(await buildOrder(target, owner, order));
  return { ...registration!, event, company, contact, brands: builtBrands, orders: built };
}

/** Assigns another contact of the company to the registration. */
export async function assignContact(target: FactoryTarget, registrationId: number, contactId: number) {
  await target.db.insert(registrationContacts).values({ registrationId, contactId });
}

/** The registration as it is stored now. */
export async function registrationRow(target: FactoryTarget, id: number) {
  const [row] = await target.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}

export type BuiltRegistration<E extends EventOfRegistration = BuiltEvent> = RegistrationRow & {
  event: E;
  company: BuiltCompany;
  contact: BuiltContact;
  brands: Awaited<ReturnType<typeof buildBrand>>[];
  orders: BuiltOrder[];
};
