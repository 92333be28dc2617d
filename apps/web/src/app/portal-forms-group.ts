/*
 * The main area's pages with larger forms, as a chunk of their own: the profile's edit pages check with the
 * shared Zod schemas, the order booklet and the flue gas connections take numbers. The dashboard and the
 * other pages load without them. Their stylesheets and texts come with the main area (portal-group.ts),
 * which the router always loads first: its layout frames these pages.
 */
export { BookletPage, InfoPage, ConfirmationPage, InfoConfirmationPage } from '../features/portal/pages/booklet-page.tsx';
export { FireplacePage } from '../features/portal/pages/fireplace-page.tsx';
export { ContactEditPage } from '../features/portal/pages/contact-edit-page.tsx';
export { BrandEditPage } from '../features/portal/pages/brand-edit-page.tsx';
export { AddressEditPage } from '../features/portal/pages/address-edit-page.tsx';
export { CompanyEditPage } from '../features/portal/pages/company-edit-page.tsx';
