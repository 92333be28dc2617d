import { checkStandSize, langFromLocale, type StaffRegistration } from '@messeportal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CatalogEvent } from '../../catalogue/events/repo.ts';
import { holdCatalogueRows } from '../../catalogue/reading/held-rows.ts';
import { recordChange } from '../../platform/audit/record-change.ts';
import type { Caller } from '../../platform/auth/plugin.ts';
import { policyActor } from '../../platform/auth/policy-actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import { companies, contacts, registrations } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { insertContact } from '../../selling/companies/company-data-repo.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { writeAddress } from '../../selling/companies/save-address.ts';
import { writeCompany } from '../../selling/companies/save-company.ts';
import { assertEmailFree, contactValues } from '../../selling/companies/save-contact.ts';
import { isCompanyEmail } from '../../selling/configurator/repo.ts';
import { newConfirmLink } from '../../selling/orders/confirm-link.ts';
import { confirmLink, registrationConfirmMail } from '../../selling/orders/order-mails.ts';
import { insertCompany, insertRegistration } from '../../selling/orders/repo.ts';
import { registeredByStaffMail } from './desk-mails.ts';

type Staff = Extract<Caller, { kind: 'staff' }>;

/**
 * A new company with its main address and main contact, made with the portal's own save functions and rules (the
 * VAT ID in the form of the main address's country, a username no other contact has); one audit entry.
 */
async function createCompany(tx: Tx, { company, address, contact }: NonNullable<StaffRegistration['newCompany']>, staff: Staff) {
  const companyId = await insertCompany(tx, { name: company.name, email: company.email.toLowerCase() });
  await writeAddress(tx, policyActor(staff), companyId, { ...address, id: 0, isMain: true });
  await writeCompany(tx, companyId, company);
  const email = contact.email.toLowerCase();
  await assertEmailFree(tx, email, 0);
  const contactId = await insertContact(tx, { ...contactValues(contact, email), companyId, isMainContact: true });
  await recordChange(tx, staff, { entity: 'company', entityId: companyId, action: 'create', after: { name: company.name, mainContact: email } });
  return { companyId, name: company.name, mainContact: { id: contactId, email, lang: contact.lang } };
}

/** An existing company and its main contact, who registers and is mailed. */
async function existingCompany(tx: Tx, companyId: number) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('companyNotFound', 'companyId');
  const [mainContact] = await tx
    .select({ id: contacts.id, email: contacts.email, lang: contacts.lang })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.isMainContact, true)));
  if (!mainContact) throw new AppError(409, 'noMainContact', { property: 'companyId' });
  return { companyId, name: company.name, mainContact };
}

/**
 * Staff register a company for an event themselves (issue 28): an existing company or a new one, with a stand type
 * of the event and a size in its range (the configurator's rule), variant and participation. Confirmed at once
 * (invoiced on confirmation when the event says so, as every confirmation is), or unconfirmed with the double
 * opt-in mail, the order's own link. A company registers once per event: a second registration is refused naming
 * the first. Answers the new registration's id.
 */
export async function createRegistration(app: FastifyInstance, entry: CatalogEvent, input: StaffRegistration, staff: Staff, now = new Date()) {
  const config = entry.standConfigs.find((c) => c.id === input.standConfigId);
  if (!config) throw new AppError(422, 'standConfigNotInEvent', { property: 'standConfigId' });
  const size = checkStandSize(input.standSize, config);
  if (!size.ok) throw new AppError(422, 'standSizeOutOfRange', { property: 'standSize', params: { min: size.min, max: size.max } });
  if (input.newCompany && (await isCompanyEmail(app.db, input.newCompany.company.email))) {
    throw new AppError(409, 'companyEmailKnown', { property: 'newCompany.company.email' });
  }
  const isConfirmed = input.state === 'confirmed';
  try {
    const id = await app.db.transaction(async (tx) => {
      // Held until the commit, so that the stand type cannot be deleted under the new registration (holdCatalogueRows).
      const gone = await holdCatalogueRows(tx, { standConfigs: [config.id] });
      if (gone.standConfigs.size > 0) throw new AppError(422, 'standConfigNotInEvent', { property: 'standConfigId' });
      const company = input.newCompany ? await createCompany(tx, input.newCompany, staff) : await existingCompany(tx, input.companyId!);
      const [registered] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.eventId, entry.event.id), eq(registrations.companyId, company.companyId)));
      if (registered) throw new AppError(409, 'companyAlreadyRegistered', { property: 'companyId', params: { company: company.name, registrationId: registered.id } });
      const link = isConfirmed ? undefined : await newConfirmLink(tx, now);
      const { variant, isOnsiteParticipant, isVirtualParticipant } = input;
      const registrationId = await insertRegistration(
        tx,
        {
          ...{ eventId: entry.event.id, companyId: company.companyId, standConfigId: config.id, standType: config.standType, standSize: size.qm, isConfirmed },
          ...{ confirmTokenHash: link?.tokenHash ?? null, confirmExpiresAt: link?.expiresAt ?? null, variant, isOnsiteParticipant, isVirtualParticipant },
        },
        { contactId: company.mainContact.id, brandIds: [] },
      );
      const after = { companyId: company.companyId, state: input.state, standConfigId: config.id, standSize: size.qm, variant, isOnsiteParticipant, isVirtualParticipant };
      await recordChange(tx, staff, { entity: 'registration', entityId: registrationId, action: 'create', after });
      const lang = langFromLocale(company.mainContact.lang);
      const recipient = { recipient: company.mainContact.email, lang, eventName: lang === 'en' ? entry.event.nameEn : entry.event.nameDe };
      await queueMail(
        tx,
        link
          ? registrationConfirmMail({ ...recipient, link: confirmLink(app.config.publicUrl, registrationId, link.token, lang), validDays: link.validDays })
          : registeredByStaffMail(recipient, { typeName: lang === 'en' ? config.nameEn : config.nameDe, size: size.qm }, !!input.newCompany),
      );
      return registrationId;
    });
    app.mailQueued();
    return id;
  } catch (error) {
    // Two desks registering the same company at once, or the same new username: the unique indexes decide.
    if (isUniqueViolation(error)) throw new AppError(409, input.newCompany ? 'emailInUse' : 'alreadyRegistered', { property: input.newCompany ? 'newCompany.contact.email' : 'companyId' });
    throw error;
  }
}
