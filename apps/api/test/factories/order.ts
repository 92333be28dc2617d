import { priceTotals, type PriceLine } from '@messeportal/domain';
import { asc, eq } from 'drizzle-orm';
import { issueDocument } from '../../src/documents/issue-document.ts';
import { orderPositions, orders } from '../../src/platform/db/schema.ts';
import { insertOrder } from '../../src/selling/orders/repo.ts';
import type { FactoryTarget } from './target.ts';

/** A position as a test names it: kind and net price in cents; one piece unless `amount` says otherwise. */
export interface PositionInput extends Partial<Omit<PriceLine, 'kind' | 'priceSingle'>> {
  kind: PriceLine['kind'];
  priceSingle: number;
  /** Its place in the order's list (default: as listed, like every placed order); for tests of the listing order. */
  sort?: number;
}

export interface OrderInput {
  positions?: PositionInput[];
  /** open (default), confirmed … canceled. */
  status?: string;
  type?: 'offer' | 'registration' | 'media';
  /** Its own order confirmation, as every binding order gets (default: yes). */
  confirmation?: boolean;
  vatRate?: number;
  lang?: string;
  /** The configuration as ordered (what a catalogue item's "in use" check looks for); default: none. */
  data?: object;
  createdAt?: Date;
}

/** Whose order: the registration, its event and company, and the contact who ordered. */
export interface OrderOwner {
  id: number;
  eventId: number;
  companyId: number;
  contactId: number;
}

const line = ({ sort: _sort, ...position }: PositionInput): PriceLine => {
  const amount = position.amount ?? 1;
  const sum = position.sum ?? Math.round(amount * position.priceSingle);
  return {
    description: `${position.kind} ${position.itemId ?? ''}`.trim(),
    unit: position.kind === 'stand' ? 'qm' : 'piece',
    listPrice: position.priceSingle,
    isDeviating: false,
    isEarlyPrice: false,
    ...position,
    amount,
    sum,
  };
};

/**
 * A binding order of the registration with its positions (default: a stand of 24 m² at 100 € per m²), written
 * as a placed order is (orders/repo.ts), with its open order confirmation; no mails, no stock taken.
 */
export async function buildOrder(target: FactoryTarget, owner: OrderOwner, input: OrderInput = {}) {
  const lines = (input.positions ?? [{ kind: 'stand', amount: 24, priceSingle: 10_000 }]).map(line);
  const totals = priceTotals(lines, input.vatRate ?? 1900);
  const now = input.createdAt ?? new Date();
  return target.db.transaction(async (tx) => {
    const orderId = await insertOrder(
      tx,
      {
        eventId: owner.eventId,
        companyId: owner.companyId,
        registrationId: owner.id,
        contactId: owner.contactId,
        type: input.type ?? 'registration',
        lang: input.lang ?? 'de',
        netCents: totals.net,
        vatCents: totals.vat,
        grossCents: totals.gross,
        data: input.data ?? {},
      },
      lines,
      [],
    );
    const sorts = input.positions?.map((position) => position.sort);
    if (sorts?.some((sort) => sort !== undefined)) {
      const rows = await tx.select({ id: orderPositions.id }).from(orderPositions).where(eq(orderPositions.orderId, orderId)).orderBy(asc(orderPositions.sort));
      for (const [i, row] of rows.entries()) await tx.update(orderPositions).set({ sort: sorts[i] ?? i }).where(eq(orderPositions.id, row.id));
    }
    if (input.status || input.createdAt) {
      await tx.update(orders).set({ status: input.status ?? 'open', createdAt: now }).where(eq(orders.id, orderId));
    }
    const confirmation =
      input.confirmation === false
        ? undefined
        : await issueDocument(tx, { type: 'confirmation', status: 'open', companyId: owner.companyId, registrationId: owner.id, orderId, totals, now });
    return { id: orderId, lines, totals, confirmation };
  });
}

export type BuiltOrder = Awaited<ReturnType<typeof buildOrder>>;
