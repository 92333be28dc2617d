import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@messeportal/domain';

/**
 * Where a hit of the search opens: fairs, registrations, offers and documents their own page; a company or contact
 * its company's newest registration, else its newest offer, else nothing (null).
 */
export function hitPath(hit: SearchHit): string | null {
  switch (hit.kind) {
    case 'event':
      return `/be/event/${hit.id}`;
    case 'registration':
      return `/be/registration/${hit.id}`;
    case 'offer':
      return `/be/offer/${hit.id}`;
    case 'document':
      return `/be/document/${hit.id}`;
    case 'company':
    case 'contact':
      return hit.registrationId ? `/be/registration/${hit.registrationId}` : hit.offerId ? `/be/offer/${hit.offerId}` : null;
  }
}

export interface HitGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** The hits by kind, in the order of SEARCH_KINDS and, within a kind, as the server ranked them; no empty groups. */
export const hitGroups = (hits: SearchHit[]): HitGroup[] =>
  SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter((group) => group.hits.length > 0);
