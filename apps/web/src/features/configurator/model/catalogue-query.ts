import type { ConfiguratorMode } from '@messeportal/domain';

/**
 * The query of the catalogue calls (media, order booklet) in a session:
 * - `?offer={uuid}` for a loaded offer the customer can only order or look at (fe_offer, insight): an offer
 *   staff made may hold staff-only media and hidden services that the public catalogue leaves out, and the
 *   summary must price every line the order will charge;
 * - `?view=customer` in the back office on an offer the customer made, which holds only what the customer
 *   can choose (`staffCatalogue` false);
 * - none elsewhere: an editable offer holds only what the customer could choose, and staff see everything.
 */
export function catalogueQuery(mode: ConfiguratorMode, uuid: string | null, staffCatalogue: boolean | null): string {
  if ((mode === 'fe_offer' || mode === 'insight') && uuid) return `?offer=${encodeURIComponent(uuid)}`;
  return staffCatalogue === false ? '?view=customer' : '';
}
