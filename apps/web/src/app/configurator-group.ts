/*
 * The public configurator (`#/e/offer/…`, the first page most visitors see) as one lazily loaded chunk, with
 * its frame and stylesheets; its texts come with it (app/group-texts.ts). The configurator's other pages are
 * in configurator-pages-group.ts, its later steps load after the first has shown (see wizard.tsx).
 */
import './configurator-styles.ts';

export { ConfiguratorLayout } from '../features/configurator/pages/configurator-layout.tsx';
export { OfferPage } from '../features/configurator/pages/offer-page.tsx';
