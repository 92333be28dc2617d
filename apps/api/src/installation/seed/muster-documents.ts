import type { Tx } from '../../platform/db/client.ts';
import { documentPositions, documents, orderPositions, orders } from '../../platform/db/schema.ts';
import { daysFrom, isoDay } from './dates.ts';
import { kitchenStandConfigs } from './kitchen-stands.ts';
import { keyed } from './rows.ts';
import { standNetCents, type PriceRuleSeed } from './stand-configs.ts';

/** Keeps the documents in step with the registration (48 m² corner stand). */
export const MUSTER_STAND_QM = 48;

const VAT_RATE_BP = 1900;
const STAND_CLEANING_PER_QM = 650;

interface PositionSeed {
  description: string;
  amount: number;
  unit: string;
  priceSingle: number;
}

/**
 * A stand price rule as a document position, priced as the configurator's price table prices it. Positions
 * are written in German, the demo company's language: a document keeps the wording it was issued with.
 */
const rulePosition = (rule: PriceRuleSeed, qm: number): PositionSeed =>
  rule.basis === 'per_qm'
    ? { description: rule.descriptionDe, amount: qm, unit: rule.unit, priceSingle: rule.priceSingle }
    : { description: rule.descriptionDe, amount: 1, unit: rule.unit, priceSingle: rule.priceSingle };

const withSums = (positions: PositionSeed[]) =>
  positions.map((position, i) => ({
    ...position,
    sum: Math.round(position.amount * position.priceSingle),
    sort: (i + 1) * 10,
  }));

/** Net, VAT and gross of positions; the stored totals are these, so a document always adds up. */
function totals(positions: { sum: number }[]) {
  const netCents = positions.reduce((sum, position) => sum + position.sum, 0);
  const vatCents = Math.round((netCents * VAT_RATE_BP) / 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

interface MusterRegistration {
  eventId: number;
  companyId: number;
  contactId: number;
  registrationId: number;
  standConfigId: number;
  confirmedAt: Date;
}

/**
 * The binding order behind the registration and its order confirmation: the 48 m² corner stand, as the
 * configurator prices it, so the portal's "your orders" and the documents tell the same story.
 */
async function insertMusterOrder(tx: Tx, registration: MusterRegistration, positions: ReturnType<typeof withSums>) {
  const { eventId, companyId, contactId, registrationId, standConfigId, confirmedAt } = registration;
  const data = { eventId, stand: { standConfigId, qm: MUSTER_STAND_QM }, medias: [], orderBooks: [], brands: [], comment: '' };
  const [order] = await tx
    .insert(orders)
    .values({ eventId, companyId, registrationId, contactId, type: 'registration', lang: 'de', data, createdAt: confirmedAt, ...totals(positions) })
    .returning({ id: orders.id });
  return tx
    .insert(orderPositions)
    .values(positions.map((position) => ({ ...position, orderId: order!.id, kind: 'stand' as const, listPrice: position.priceSingle })))
    .returning({ id: orderPositions.id });
}

export async function insertMusterDocuments(tx: Tx, registration: MusterRegistration, now: Date): Promise<void> {
  const corner = kitchenStandConfigs.find((config) => config.standType === 'corner');
  const energy = corner?.rules.find((rule) => rule.descriptionEn.startsWith('Energy connection'));
  if (!corner || !energy) throw new Error('Demo seed: the kitchen corner stand lost its price rules');
  const standPositions = withSums(corner.rules.map((rule) => rulePosition(rule, MUSTER_STAND_QM)));
  if (totals(standPositions).netCents !== standNetCents(corner.rules, MUSTER_STAND_QM)) {
    throw new Error('Demo seed: the stand positions do not add up to the price table of the configurator');
  }
  const ordered = await insertMusterOrder(tx, registration, standPositions);
  const year = now.getUTCFullYear();
  const { companyId, registrationId } = registration;
  const confirmedAt = registration.confirmedAt;
  // Each document is created when issued; the credit note and the cancellation were processed a day later.
  const issued = {
    confirmation: {
      at: confirmedAt,
      updatedAt: confirmedAt,
      number: `AB-${year}-0001`,
      status: 'confirmed',
      positions: standPositions,
    },
    invoice: {
      at: daysFrom(now, -3),
      updatedAt: daysFrom(now, -3),
      number: `RE-${year}-0001`,
      status: 'open',
      // Payable within the settings' 14 days, as issued invoices are.
      dueDate: isoDay(daysFrom(now, 11)),
      positions: standPositions,
    },
    // The exhibitor moved to the 10 kW connection of the order booklet, so the stand's 3 kW flat is refunded.
    credit_note: {
      at: daysFrom(now, -2),
      updatedAt: daysFrom(now, -1),
      number: `GS-${year}-0001`,
      status: 'processed',
      positions: withSums([rulePosition(energy, MUSTER_STAND_QM)]),
    },
    // Reverses the stand cleaning for 48 m² booked by mistake; the exhibitor's own team cleans the stand.
    cancellation: {
      at: daysFrom(now, -1),
      updatedAt: now,
      number: `ST-${year}-0001`,
      status: 'finished',
      positions: withSums([
        { description: 'Standreinigung', amount: MUSTER_STAND_QM, unit: 'qm', priceSingle: STAND_CLEANING_PER_QM },
      ]),
    },
  };
  const types = Object.keys(issued) as (keyof typeof issued)[];
  const rows = await tx
    .insert(documents)
    .values(
      types.map((type) => {
        const { at, positions, ...document } = issued[type];
        return { ...document, type, date: isoDay(at), createdAt: at, companyId, registrationId, ...totals(positions) };
      }),
    )
    .returning({ id: documents.id });
  const ids = keyed(types, rows);
  // The invoice bills the order's positions, so that invoicing (issue 17) does not offer them again.
  await tx.insert(documentPositions).values(
    types.flatMap((type) =>
      issued[type].positions.map((position, i) => ({ ...position, documentId: ids[type], orderPositionId: type === 'invoice' ? ordered[i]!.id : null })),
    ),
  );
}
