import type { Tx } from '../client.ts';
import { documents } from '../schema.ts';
import { daysFrom, isoDay } from './dates.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';
import { standNetCents } from './stand-configs.ts';

/** Keeps the documents in step with the registration (48 m² corner stand). */
export const MUSTER_STAND_QM = 48;

const VAT_RATE_BP = 1900;
const STAND_CLEANING_PER_QM = 650;

function amounts(netCents: number) {
  const vatCents = Math.round((netCents * VAT_RATE_BP) / 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

export async function insertMusterDocuments(
  tx: Tx,
  registration: { companyId: number; registrationId: number; confirmedAt: Date },
  now: Date,
): Promise<void> {
  const corner = kitchenStandConfigs.find((config) => config.standType === 'corner');
  const energy = corner?.rules.find((rule) => rule.descriptionEn.startsWith('Energy connection'));
  if (!corner || !energy) throw new Error('Demo seed: the kitchen corner stand lost its price rules');
  const standNet = standNetCents(corner.rules, MUSTER_STAND_QM);
  const year = now.getUTCFullYear();
  const { companyId, registrationId } = registration;
  await tx.insert(documents).values([
    {
      type: 'confirmation',
      number: `AB-${year}-0001`,
      date: isoDay(registration.confirmedAt),
      status: 'confirmed',
      ...amounts(standNet),
    },
    { type: 'invoice', number: `RE-${year}-0001`, date: isoDay(daysFrom(now, -3)), status: 'open', ...amounts(standNet) },
    {
      // The exhibitor moved to the 10 kW connection of the order booklet, so the stand's 3 kW flat is refunded.
      type: 'credit_note',
      number: `GS-${year}-0001`,
      date: isoDay(daysFrom(now, -2)),
      status: 'processed',
      ...amounts(energy.priceSingle),
    },
    {
      // Reverses the stand cleaning for 48 m² booked by mistake; the exhibitor's own team cleans the stand.
      type: 'cancellation',
      number: `ST-${year}-0001`,
      date: isoDay(daysFrom(now, -1)),
      status: 'finished',
      ...amounts(MUSTER_STAND_QM * STAND_CLEANING_PER_QM),
    },
  ].map((document) => ({ ...document, companyId, registrationId })));
}
