import type { ConfiguratorMode } from '@messeportal/domain';

/**
 * The offer whose items the catalogue calls add (`?offer=`): a loaded offer the customer can only order
 * or look at (fe_offer, insight). An offer staff made may hold staff-only media and hidden services that
 * the public catalogue leaves out, and the summary must price every line the order will charge. None
 * elsewhere: an editable offer holds only what the customer could choose, and staff see everything.
 */
export function catalogueOffer(mode: ConfiguratorMode, uuid: string | null): string | null {
  return (mode === 'fe_offer' || mode === 'insight') && uuid ? uuid : null;
}

/** The query of a catalogue call for that offer ('' without one). */
export const catalogueQuery = (offer: string | null): string => (offer ? `?offer=${encodeURIComponent(offer)}` : '');
