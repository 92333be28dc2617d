import { staffMay, type StaffPermission, type StaffRole } from './staff.ts';

/**
 * The back office's search everywhere (issue 32): one field that finds fairs, companies, contacts, registrations
 * (by stand number too), offers and documents (by number) across all events, each kind as the role may read it.
 */
export const SEARCH_KINDS = ['event', 'registration', 'company', 'contact', 'offer', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The right a staff member needs to find a kind: the one that reads it on its own page. */
export const SEARCH_RIGHTS: Record<SearchKind, StaffPermission> = {
  event: ['catalogue', 'read'],
  registration: ['registration', 'read'],
  company: ['registration', 'read'],
  contact: ['registration', 'read'],
  offer: ['offer', 'read'],
  document: ['document', 'read'],
};

export const searchableKinds = (role: StaffRole): SearchKind[] => SEARCH_KINDS.filter((kind) => staffMay(role, SEARCH_RIGHTS[kind]));

/** Shorter searches find too much to be useful, longer ones are pasted by mistake. */
export const SEARCH_LENGTH = { min: 2, max: 100 } as const;
/** The best hits of each kind; the whole list fits a screen. */
export const SEARCH_HITS_PER_KIND = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The offer's public key in a search, when one was pasted: the uuid itself or an offer link ending in it
 * (`…/#/e/offer/{event}/{uuid}`); null otherwise.
 */
export function offerKeyIn(search: string): string | null {
  const last = search.trim().split(/[/#?=]/).filter(Boolean).at(-1) ?? '';
  return UUID.test(last) ? last.toLowerCase() : null;
}
