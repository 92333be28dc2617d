/**
 * Offer states by name, the ids of `offerStates` (enums.ts). A module of its own: the configurator's first visit
 * needs these five numbers (wizard.ts), not the lists of countries and phone codes beside them in enums.ts.
 */
export const OfferState = { draft: 1, sent: 2, accepted: 3, declined: 4, expired: 5 } as const;
