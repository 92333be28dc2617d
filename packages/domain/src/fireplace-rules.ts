import { DEFAULT_BILLING_NUMBERS } from './invoicing.ts';

/*
 * Flue gas connections of a fireplace fair (SPEC §2 "Fireplace request", §9; issue 28): the exhibitor requests
 * them, the organiser confirms or refuses each, and a confirmed one is invoiced like an ordered service.
 */

/** A request's state: requested by the exhibitor, then confirmed or refused by staff. */
export const FIREPLACE_STATES = ['requested', 'confirmed', 'refused'] as const;
export type FireplaceState = (typeof FIREPLACE_STATES)[number];
export const FIREPLACE_STATE_LABELS: Record<FireplaceState, { de: string; en: string }> = {
  requested: { de: 'Beantragt', en: 'Requested' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  refused: { de: 'Abgelehnt', en: 'Refused' },
};

/**
 * A new event's flue gas settings, as SPEC §9 names them and every event had before the catalogue held them:
 * €3,290 net per connection (pipe extensions extra), at most 4 per exhibitor, invoiced under technology.
 */
export const FIREPLACE_DEFAULTS = { priceCents: 329_000, maxConnections: 4, billingNumber: DEFAULT_BILLING_NUMBERS.fireplace } as const;

/** The most connections per registration an event may allow (decision: a stand holds a handful of stoves). */
export const FIREPLACE_MAX_LIMIT = 99;

/** Whether a connection counts against the limit: requested and confirmed ones do, a refused one no longer. */
export const holdsConnection = (state: string): boolean => state !== 'refused';

/** Whether the exhibitor may withdraw a connection: not once it is confirmed (then only the organiser refuses it). */
export const exhibitorMayWithdraw = (state: string): boolean => state !== 'confirmed';

/**
 * Why staff may not take `decision` on a connection in `state`, or null: a requested one is confirmed or refused;
 * a confirmed one may still be refused until an invoice bills it (then a credit note corrects that invoice).
 */
export function fireplaceDecisionProblem(state: string, decision: 'confirm' | 'refuse', invoiced: boolean): 'fireplaceDecided' | 'fireplaceInvoiced' | null {
  if (state === 'requested') return null;
  if (decision === 'refuse' && state === 'confirmed') return invoiced ? 'fireplaceInvoiced' : null;
  return 'fireplaceDecided';
}

/** Until when connections may be requested: the event's own deadline for them, else its tech deadline. */
export const fireplaceDeadline = (event: { fireplaceEndsAt: Date | null; techEndsAt: Date }): Date => event.fireplaceEndsAt ?? event.techEndsAt;

/** How a connection is named on an invoice line, in the invoice's language. */
export const fireplaceLineDescription = (deviceName: string, lang: 'de' | 'en'): string =>
  `${lang === 'en' ? 'Flue gas connection' : 'Abgasanschluss'}: ${deviceName}`;
