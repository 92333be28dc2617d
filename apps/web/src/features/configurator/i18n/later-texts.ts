import { addTranslations } from '../../../i18n/i18n.ts';

/**
 * The configurator's texts come in two bundles under the one key `configurator`: de.json/en.json hold what
 * the first paint shows (frame, steps, the stand type), later/ everything that follows it.
 */
const laterTexts = {
  'de-DE': () => import('./later/de.json'),
  'en-US': () => import('./later/en.json'),
};

/** A part of the configurator that follows the first paint, loaded together with its texts. */
export const withLaterTexts = <T>(part: Promise<T>): Promise<T> =>
  Promise.all([part, addTranslations('configurator', laterTexts, 'configurator-later')]).then(([loaded]) => loaded);
