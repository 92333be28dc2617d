import type { Tx } from '../../platform/db/client.ts';
import { addresses, brandProductGroups, brands, companies, contacts, registrationBrands, registrationContacts, registrations } from '../../platform/db/schema.ts';
import { newConfirmLink } from '../../selling/orders/confirm-link.ts';
import { daysFrom } from './dates.ts';
import type { SeededFair } from './fair.ts';
import type { FairKey, PlannedRegistration } from './season-plan.ts';

/** A registration of the season as written, with who ordered it and its brand as the order names it. */
export interface SeasonRegistration {
  plan: PlannedRegistration;
  registrationId: number;
  companyId: number;
  contact: { id: number; email: string; lang: 'de' | 'en' };
  brands: { id: number; name: string; productgroupsIds: number[] }[];
}

/** The n-th id RETURNING gave back (a multi-row VALUES list keeps its order). */
const idOf = (rows: { id: number }[], i: number) => rows[i]!.id;

/**
 * The exhibitors of the planned registrations as they registered, each table in one statement: company, main
 * contact (who can log in with the demo password), main address and, for some, an invoice address, a brand in
 * its product groups, and the registration with its stand. An unconfirmed one holds a live double opt-in link
 * (its token went by mail).
 */
export async function insertSeasonExhibitors(
  tx: Tx,
  plans: readonly PlannedRegistration[],
  context: { now: Date; passwordHash: string; fairs: Record<FairKey, SeededFair<string>> },
): Promise<SeasonRegistration[]> {
  const registeredAt = (plan: PlannedRegistration) => daysFrom(context.now, -plan.registeredDaysAgo);
  const companyRows = await tx
    .insert(companies)
    .values(
      plans.map((plan) => {
        const { name, nameNatural, email, internet, vatId: ustid, phone } = plan.exhibitor;
        return { name, nameNatural, email, internet, ustid, ...phone, createdAt: registeredAt(plan) };
      }),
    )
    .returning({ id: companies.id });
  const contactRows = await tx
    .insert(contacts)
    .values(
      plans.map((plan, i) => {
        const { exhibitor } = plan;
        const { telCountry, telCity, telDirect } = exhibitor.phone;
        const person = { gender: exhibitor.contact.gender, firstName: exhibitor.contact.firstName, name: exhibitor.contact.name, email: exhibitor.contact.email, lang: exhibitor.contact.lang };
        const phone = { telCountry, telCity, telDirect: telDirect.replace(/-0$/, '-10') };
        return { companyId: idOf(companyRows, i), isMainContact: true, ...person, ...phone, passwordHash: context.passwordHash, contactTypes: ['fair_contact'], createdAt: registeredAt(plan) };
      }),
    )
    .returning({ id: contacts.id });
  await tx.insert(addresses).values(
    plans.flatMap(({ exhibitor }, i) => {
      const address = { companyId: idOf(companyRows, i), name: exhibitor.name, street: exhibitor.street, zip: exhibitor.zip, city: exhibitor.city, country: exhibitor.country, ustid: exhibitor.vatId };
      return [{ ...address, email: exhibitor.email, isMain: true }, ...(exhibitor.invoiceAddress ? [{ ...address, ...exhibitor.invoiceAddress, isInvoice: true }] : [])];
    }),
  );
  const brandRows = await tx
    .insert(brands)
    .values(plans.map(({ exhibitor }, i) => ({ companyId: idOf(companyRows, i), contactId: idOf(contactRows, i), name: exhibitor.nameNatural, internet: exhibitor.internet })))
    .returning({ id: brands.id });
  const groupsOf = (plan: PlannedRegistration) => plan.exhibitor.productGroups.map((group) => context.fairs[plan.fair].productGroupIds[group]!);
  await tx.insert(brandProductGroups).values(plans.flatMap((plan, i) => groupsOf(plan).map((productGroupId) => ({ brandId: idOf(brandRows, i), productGroupId }))));
  const links: (Awaited<ReturnType<typeof newConfirmLink>> | undefined)[] = [];
  for (const plan of plans) links.push(plan.state === 'unconfirmed' ? await newConfirmLink(tx, registeredAt(plan)) : undefined);
  const registrationRows = await tx
    .insert(registrations)
    .values(
      plans.map((plan, i) => ({
        eventId: context.fairs[plan.fair].eventId,
        companyId: idOf(companyRows, i),
        standConfigId: context.fairs[plan.fair].standConfigIds.get(plan.standType),
        standType: plan.standType,
        standSize: plan.qm,
        hall: plan.stand?.hall ?? '',
        standNr: plan.stand?.standNr ?? '',
        isConfirmed: plan.confirmedDaysAgo !== null,
        createdAt: registeredAt(plan),
        confirmedAt: plan.confirmedDaysAgo === null ? null : daysFrom(context.now, -plan.confirmedDaysAgo),
        confirmTokenHash: links[i]?.tokenHash ?? null,
        confirmExpiresAt: links[i]?.expiresAt ?? null,
      })),
    )
    .returning({ id: registrations.id });
  await tx.insert(registrationBrands).values(plans.map((_, i) => ({ registrationId: idOf(registrationRows, i), brandId: idOf(brandRows, i) })));
  await tx.insert(registrationContacts).values(plans.map((_, i) => ({ registrationId: idOf(registrationRows, i), contactId: idOf(contactRows, i) })));
  return plans.map((plan, i) => ({
    plan,
    registrationId: idOf(registrationRows, i),
    companyId: idOf(companyRows, i),
    contact: { id: idOf(contactRows, i), email: plan.exhibitor.contact.email, lang: plan.exhibitor.contact.lang },
    brands: [{ id: idOf(brandRows, i), name: plan.exhibitor.nameNatural, productgroupsIds: groupsOf(plan) }],
  }));
}
