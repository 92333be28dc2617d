import type { Tx } from '../../platform/db/client.ts';
import { addresses, companies, contacts } from '../../platform/db/schema.ts';
import { newConfirmLink } from '../../selling/orders/confirm-link.ts';
import { insertBrands, insertRegistration } from './companies.ts';
import { daysFrom } from './dates.ts';
import { OWN_STANDS } from './demo-halls.ts';
import type { FireplaceFair } from './fireplace-fair.ts';
import type { ImageIds } from './images.ts';
import { firstRow } from './rows.ts';

const PHONE = { telCountry: '+49', telCity: '431' };

/** A second exhibitor whose registration still waits for the double opt-in, to show the unconfirmed state. */
export async function seedNordlichtKamine(
  tx: Tx,
  context: { now: Date; passwordHash: string; images: ImageIds; fireplace: FireplaceFair },
): Promise<void> {
  const { now, fireplace } = context;
  const company = await firstRow(
    tx
      .insert(companies)
      .values({
        name: 'Nordlicht Kamine GmbH',
        nameNatural: 'Nordlicht Kamine',
        email: 'info@nordlicht-kamine.example',
        internet: 'https://www.nordlicht-kamine.example',
        ustid: 'DE298765431',
        ...PHONE,
        telDirect: '55 71 80-0',
      })
      .returning({ id: companies.id }),
  );
  const contact = await firstRow(
    tx
      .insert(contacts)
      .values({
        companyId: company.id,
        isMainContact: true,
        gender: 2,
        firstName: 'Lars',
        name: 'Nordlicht',
        email: 'other@messeportal.example',
        passwordHash: context.passwordHash,
        lang: 'de',
        contactTypes: ['owner', 'executive_director'],
        ...PHONE,
        telDirect: '55 71 80-11',
      })
      .returning({ id: contacts.id }),
  );
  await tx.insert(addresses).values({
    companyId: company.id,
    name: 'Nordlicht Kamine GmbH',
    street: 'Holtenauer Straße 58',
    zip: '24105',
    city: 'Kiel',
    country: 'de',
    email: 'info@nordlicht-kamine.example',
    ustid: 'DE298765431',
    isMain: true,
  });
  const groups = fireplace.productGroupIds;
  const brandIds = await insertBrands(
    tx,
    { companyId: company.id, contactId: contact.id },
    [
      {
        name: 'Nordlicht',
        internet: 'https://www.nordlicht-kamine.example',
        logo: 'logo-nordlicht',
        productGroupIds: [groups.stoves, groups.pelletStoves, groups.accessories],
      },
    ],
    context.images,
  );
  const registeredAt = daysFrom(now, -4);
  // Its double opt-in link went out by mail four days ago and lives on.
  const link = await newConfirmLink(tx, registeredAt);
  await insertRegistration(
    tx,
    {
      eventId: fireplace.eventId,
      companyId: company.id,
      standConfigId: fireplace.standConfigIds.get('inline'),
      ...OWN_STANDS.nordlichtKamine,
      standType: 'inline',
      standSize: 24,
      isConfirmed: false,
      createdAt: registeredAt,
      confirmTokenHash: link.tokenHash,
      confirmExpiresAt: link.expiresAt,
    },
    { brandIds, contactIds: [contact.id] },
  );
}
