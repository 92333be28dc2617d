import type { Tx } from '../../platform/db/client.ts';
import { addresses, companies, contacts } from '../../platform/db/schema.ts';
import { insertBrands, insertRegistration, type BrandSeed } from './companies.ts';
import { daysFrom } from './dates.ts';
import { OWN_STANDS } from './demo-halls.ts';
import type { ImageIds } from './images.ts';
import type { KitchenFair } from './kitchen-fair.ts';
import { MUSTER_DAYS, MUSTER_STAND_QM } from './muster-documents.ts';
import { firstRow } from './rows.ts';
import type { Orderer } from './season-orders.ts';

const USTID = 'DE123456789';
const PHONE = { telCountry: '+49', telCity: '89', faxCountry: '+49', faxCity: '89' };

/** The demo exhibitor: a confirmed corner stand at the kitchen fair, with brands and contacts (its order and documents: muster-documents.ts). */
export async function seedMusterKuechen(
  tx: Tx,
  context: { now: Date; passwordHash: string; images: ImageIds; kitchen: KitchenFair },
): Promise<Orderer> {
  const { now, passwordHash, kitchen } = context;
  const company = await firstRow(
    tx
      .insert(companies)
      .values({
        name: 'Muster Küchen GmbH',
        nameNatural: 'Muster Küchen',
        email: 'info@muster-kuechen.example',
        internet: 'https://www.muster-kuechen.example',
        ustid: USTID,
        ...PHONE,
        telDirect: '2180 440-0',
        faxDirect: '2180 440-99',
      })
      .returning({ id: companies.id }),
  );
  const [main, technician] = await tx
    .insert(contacts)
    .values([
      {
        companyId: company.id,
        isMainContact: true,
        gender: 3,
        firstName: 'Anna',
        name: 'Muster',
        email: 'demo@messeportal.example',
        passwordHash,
        lang: 'de',
        contactTypes: ['executive_director', 'marketing'],
        ...PHONE,
        telDirect: '2180 440-10',
        faxDirect: '2180 440-99',
        mobileCountry: '+49',
        mobileDirect: '171 4420 815',
      },
      {
        companyId: company.id,
        gender: 2,
        firstName: 'Jonas',
        name: 'Beispiel',
        email: 'technik@muster-kuechen.example',
        passwordHash,
        lang: 'de',
        contactTypes: ['technik', 'fair_contact'],
        ...PHONE,
        telDirect: '2180 440-42',
        mobileCountry: '+49',
        mobileDirect: '160 9031 772',
      },
    ])
    .returning({ id: contacts.id });
  if (!main || !technician) throw new Error('Demo seed: Muster Küchen contacts missing');

  await tx.insert(addresses).values([
    {
      companyId: company.id,
      name: 'Muster Küchen GmbH',
      street: 'Leopoldstraße 112',
      zip: '80802',
      city: 'München',
      country: 'de',
      email: 'info@muster-kuechen.example',
      ustid: USTID,
      isMain: true,
    },
    {
      companyId: company.id,
      name: 'Muster Küchen GmbH',
      nameExtra: 'Buchhaltung',
      street: 'Carl-Zeiss-Ring 9',
      zip: '85737',
      city: 'Ismaning',
      country: 'de',
      email: 'rechnung@muster-kuechen.example',
      ustid: USTID,
      isInvoice: true,
    },
  ]);

  const groups = kitchen.productGroupIds;
  const brands: BrandSeed[] = [
    {
      name: 'Muster Küchen',
      internet: 'https://www.muster-kuechen.example',
      logo: 'logo-muster-kuechen',
      productGroupIds: [groups.kitchenFurniture, groups.worktops, groups.sinksAndTaps],
    },
    {
      name: 'Muster Living',
      internet: 'https://www.muster-living.example',
      logo: 'logo-muster-living',
      productGroupIds: [groups.livingFurniture, groups.lighting, groups.accessories],
    },
  ];
  const brandIds = await insertBrands(tx, { companyId: company.id, contactId: main.id }, brands, context.images);

  const registrationId = await insertRegistration(
    tx,
    {
      eventId: kitchen.eventId,
      companyId: company.id,
      standConfigId: kitchen.standConfigIds.get('corner')!,
      ...OWN_STANDS.musterKuechen,
      standType: 'corner',
      standSize: MUSTER_STAND_QM,
      isConfirmed: true,
      createdAt: daysFrom(now, -MUSTER_DAYS.registered),
      confirmedAt: daysFrom(now, -MUSTER_DAYS.confirmed),
    },
    { brandIds, contactIds: [main.id, technician.id] },
  );
  return {
    registrationId,
    companyId: company.id,
    contact: { id: main.id, email: 'demo@messeportal.example', lang: 'de' },
    brands: brands.map((brand, i) => ({ id: brandIds[i]!, name: brand.name, productgroupsIds: brand.productGroupIds })),
  };
}
