import { use } from 'react';
import { addTranslations } from '../../i18n/i18n.ts';

/** A promise React reads at once once it is marked fulfilled (the `status` field `use` looks at). */
type Marked = Promise<void> & { status?: 'fulfilled'; value?: void };

/**
 * Fetched when the first module that shows shared texts is evaluated (its route group's chunk), not by the
 * entry: the configurator's first visit loads the entry within a script budget and shows none of them.
 */
const loading: Marked = addTranslations('ui', { 'de-DE': () => import('./de.json'), 'en-US': () => import('./en.json') }).then(() => {
  loading.status = 'fulfilled';
  loading.value = undefined;
});

/**
 * For a component that shows `ui.` texts (state labels, breadcrumbs): suspends in the rare case that they
 * are not there yet (they load beside the page's data), and throws to the route's error boundary if they
 * cannot load, as a route group's own texts do. A language switch loads them with every other bundle.
 *
 * Called on every render, loaded or not: a component that suspended here is replayed when the texts arrive, and
 * skipping `use` on the replay while the component's hooks follow it broke React's replay (error 467, "rendered
 * more hooks", recovered by a synchronous render and reported as error 520 on the configurator's missing offer).
 * Marked fulfilled, the promise is read without suspending.
 */
export function useUiTexts(): void {
  use(loading as Promise<void>);
}
