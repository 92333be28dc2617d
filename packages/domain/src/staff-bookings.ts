/**
 * Staff change what an exhibitor booked in the order booklet (issue 28: a service ordered by phone, or corrected
 * after the tech deadline, which binds the exhibitor only). Staff set the booklet's own part of an item (what
 * binding orders hold stays as ordered), at the item's price or a deviating one; the booklet's own rules decide
 * what may be booked, so staff and exhibitor get the same message for the same amount.
 */
import { BookletTab } from './booklet-kinds.ts';
import { bookletIssues, type BookletIssue, type BookletItem, type ExhibitorTab } from './order-book-rules.ts';
import { lineSum } from './pricing.ts';

/** The tabs staff book in for an exhibitor: services and information (consents are the exhibitor's own to give; hidden items are sold through offers). */
export const STAFF_BOOKABLE_TABS: readonly number[] = [BookletTab.products, BookletTab.information];

/**
 * The errors of booking `own` (the booklet's own part) of `item` on top of `ordered` (what binding orders hold):
 * the booklet's rules for the resulting total (the unit, the stand's m² for items charged by it, a mandatory
 * item not left out), keyed `orderbook_{id}`; an item staff may not book here is refused on the same key.
 */
export function staffBookingIssues(
  item: BookletItem,
  own: { amount: number; checked: boolean },
  ordered: number,
  standQm: number | null | undefined,
): BookletIssue[] {
  const property = `orderbook_${item.id}`;
  if (!STAFF_BOOKABLE_TABS.includes(item.tab)) return [{ property, message: 'staffBookingNotBookable' }];
  const total = { id: item.id, amount: Math.round((ordered + own.amount) * 100) / 100, checked: ordered > 0 || own.checked };
  return bookletIssues([item], item.tab as ExhibitorTab, [total], new Map([[item.id, ordered]]), standQm).errors;
}

/** A line of a live invoice that billed a booklet item's own booking. */
export interface BilledBookletLine {
  lineId: number;
  invoiceId: number;
  invoiceNumber: string;
  itemId: number;
  amount: number;
  priceSingle: number;
  sum: number;
  /** What credit notes and cancellation vouchers gave back of it already. */
  creditedCents: number;
}

/** A credit note staff are advised to issue: of this invoice line, `amount` units worth `net` cents. */
export interface ProposedCredit {
  lineId: number;
  invoiceId: number;
  invoiceNumber: string;
  itemId: number;
  amount: number;
  net: number;
}

/**
 * What invoices billed of the booklet's own bookings beyond what is booked now (`booked`: amount per item), as
 * credits on the lines that billed it, the newest line first: the excess at the line's price, less what was
 * credited of that line already. A raise needs nothing here: open positions invoice it.
 */
export function proposedBookletCredits(billed: readonly BilledBookletLine[], booked: ReadonlyMap<number, number>): ProposedCredit[] {
  const byItem = new Map<number, BilledBookletLine[]>();
  for (const line of billed) byItem.set(line.itemId, [...(byItem.get(line.itemId) ?? []), line]);
  const proposals: ProposedCredit[] = [];
  for (const [itemId, lines] of byItem) {
    const billedAmount = lines.reduce((total, line) => total + Math.round(line.amount * 100), 0);
    let excess = billedAmount - Math.round((booked.get(itemId) ?? 0) * 100);
    for (const line of [...lines].sort((a, b) => b.lineId - a.lineId)) {
      if (excess <= 0) break;
      const hundredths = Math.min(excess, Math.round(line.amount * 100));
      excess -= hundredths;
      const amount = hundredths / 100;
      const net = Math.min(lineSum(amount, line.priceSingle), line.sum) - line.creditedCents;
      if (net > 0) proposals.push({ lineId: line.lineId, invoiceId: line.invoiceId, invoiceNumber: line.invoiceNumber, itemId, amount, net });
    }
  }
  return proposals;
}

/** A position of a binding order holding an advertising medium, and what a live invoice billed of it (0: not billed). */
export interface MediumPosition {
  id: number;
  amount: number;
  priceSingle: number;
  billedSum: number;
}

/**
 * How a registration's media positions of one item change when staff lower its amount by `by` pieces: the newest
 * position first, unbilled ones before billed ones (a billed one keeps its row, as its invoice names it). Answers
 * each changed position with its new amount; what cannot be taken is left (none when `by` exceeds the amount).
 */
export function lowerMediumPositions(positions: readonly MediumPosition[], by: number): { id: number; amount: number }[] {
  const order = [...positions].sort((a, b) => Number(a.billedSum > 0) - Number(b.billedSum > 0) || b.id - a.id);
  const changed: { id: number; amount: number }[] = [];
  let left = by;
  for (const position of order) {
    if (left <= 0) break;
    const taken = Math.min(left, position.amount);
    if (taken <= 0) continue;
    left -= taken;
    changed.push({ id: position.id, amount: position.amount - taken });
  }
  return changed;
}
