import type { Lang } from '../lang.ts';

/** Messages of the configurator, offers and binding orders. */
export const configuratorMessages = {
  standSizeOutOfRange: { de: 'min. {min} m², max. {max} m²', en: 'min. {min} m², max. {max} m²' },
} as const satisfies Record<string, Record<Lang, string>>;
