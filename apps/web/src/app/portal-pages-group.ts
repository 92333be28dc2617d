/*
 * The main area's pages beyond the dashboard (registration, media, documents, profile) as a chunk of their
 * own, so that the dashboard, the page after the login, loads without their tables and fields. Their
 * stylesheets and texts come with the main area (portal-group.ts), which the router always loads first:
 * its layout frames these pages.
 */
export { RegistrationPage } from '../features/portal/pages/registration-page.tsx';
export { MediaPage } from '../features/portal/pages/media-page.tsx';
export { DocumentsPage } from '../features/portal/pages/documents-page.tsx';
export { AllDocumentsPage } from '../features/portal/pages/all-documents-page.tsx';
export { ProfilePage } from '../features/portal/pages/profile-page.tsx';
