import { BookletTab, EXHIBITOR_TABS, type ExhibitorTab } from '@messeportal/domain';

/** The routes of the booklet: the service bookings (any tab by `?tab`), information, confirmations, or both of these. */
export type BookletView = 'orderbook' | 'info' | 'confirmation' | 'infoConfirmation';

/** `?tab=` of the service bookings: 0 products, 1 information, 3 confirmations; anything else is the products. */
export function bookletTabFromQuery(value: string | null): ExhibitorTab {
  const tab = Number(value);
  return value !== null && (EXHIBITOR_TABS as readonly number[]).includes(tab) ? (tab as ExhibitorTab) : BookletTab.products;
}
