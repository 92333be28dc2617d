import { use } from 'react';
import { addTranslations } from '../../i18n/i18n.ts';

let loaded = false;
/**
 * Fetched when the first module that shows shared texts is evaluated (its route group's chunk), not by the
 * entry: the configurator's first visit loads the entry within a script budget and shows none of them.
 */
const loading = addTranslations('ui', { 'de-DE': () => import('./de.json'), 'en-US': () => import('./en.json') }).then(() => {
  loaded = true;
});

/**
 * For a component that shows `ui.` texts (state labels, breadcrumbs): suspends in the rare case that they
 * are not there yet (they load beside the page's data), and throws to the route's error boundary if they
 * cannot load, as a route group's own texts do. A language switch loads them with every other bundle.
 */
export function useUiTexts(): void {
  if (!loaded) use(loading);
}
