import { centsToAmount, earlyBookingRuns, type Lang, type StaffBookedServices } from '@messeportal/domain';
import type { Db } from '../../platform/db/client.ts';
import { eventMedia, mediaPositions } from './media-repo.ts';

type Answer = Pick<StaffBookedServices, 'media' | 'proposedCredits'>;

/**
 * The event's media as staff see them on a registration (the active ones, and any the registration holds): what
 * its orders hold and invoices billed of each, what is left; and a credit note proposed for each billed position
 * that now holds less than its invoice billed (less what was credited since).
 */
export async function presentMedia(db: Db, registrationId: number, event: { id: number; earlyBookerEndsAt: Date | null }, lang: Lang): Promise<{ media: Answer['media']; credits: Answer['proposedCredits'] }> {
  const [items, positions] = await Promise.all([eventMedia(db, event.id), mediaPositions(db, registrationId)]);
  const early = earlyBookingRuns(event.earlyBookerEndsAt, new Date());
  const name = (item: { nameDe: string; nameEn: string }) => (lang === 'en' ? item.nameEn : item.nameDe);
  const held = (itemId: number) => positions.filter((position) => position.itemId === itemId);
  const media = items
    .filter((item) => item.isActive || held(item.id).length > 0)
    .map((item) => {
      const own = held(item.id);
      return {
        id: item.id,
        title: name(item),
        listPrice: centsToAmount(early && item.priceEarly > 0 ? item.priceEarly : item.price),
        ordered: own.reduce((total, position) => total + position.amount, 0),
        billed: own.reduce((total, position) => total + position.billedAmount, 0),
        available: Math.max(0, item.stock - item.ordered),
        sum: centsToAmount(own.reduce((total, position) => total + position.sum, 0)),
      };
    });
  const titles = new Map(items.map((item) => [item.id, name(item)]));
  const credits = positions.flatMap((position) => {
    const net = position.billedSum - position.sum - position.creditedCents;
    if (position.billedSum === 0 || net <= 0 || position.invoiceId === null) return [];
    const amount = Math.max(0, position.billedAmount - position.amount);
    return [{ kind: 'medium' as const, itemId: position.itemId ?? 0, title: titles.get(position.itemId ?? 0) ?? '', invoiceId: position.invoiceId, invoiceNumber: position.invoiceNumber ?? '', amount, net: centsToAmount(net) }];
  });
  return { media, credits };
}
