import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { preloadable } from '../ui/preloadable.tsx';
import { lazyWithTimeout } from './lazy-with-timeout.ts';
import { StaffNotFoundPage } from './not-found-message.tsx';
import { group } from './route-group.ts';
import { withStaffTexts } from './staff-group-texts.ts';
import { queryClient } from '../api/query-client.ts';
import { eventPlanQueryOptions } from '../api/get-event-plan.ts';

/**
 * One page of the back office, a chunk of its own: the registration desk does not load the invoice's, the
 * settings' or the offer's code (and their forms' schemas) before it shows.
 */
const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  preloadable(() => lazyWithTimeout(load).then((module) => module[name] as ComponentType<object>));

const EventsPage = page(() => import('../features/backoffice/pages/events-page.tsx'), 'EventsPage');
const EventPage = page(() => import('../features/backoffice/pages/event-page.tsx'), 'EventPage');
const RegistrationsPage = page(() => import('../features/backoffice/pages/registrations-page.tsx'), 'RegistrationsPage');
const EventPlanPage = page(() => import('../features/backoffice/pages/event-plan-page.tsx'), 'EventPlanPage');
const DocumentsPage = page(() => import('../features/backoffice/pages/documents-page.tsx'), 'DocumentsPage');
const StaffRegistrationPage = page(() => import('../features/backoffice/pages/registration-page.tsx'), 'StaffRegistrationPage');
const DocumentPage = page(() => import('../features/backoffice/pages/document-page.tsx'), 'DocumentPage');
const OfferPage = page(() => import('../features/backoffice/pages/offer-page.tsx'), 'OfferPage');
const OutboxPage = page(() => import('../features/backoffice/pages/outbox-page.tsx'), 'OutboxPage');
const PaymentsPage = page(() => import('../features/backoffice/pages/payments-page.tsx'), 'PaymentsPage');
const DunningPage = page(() => import('../features/backoffice/pages/dunning-page.tsx'), 'DunningPage');
const OpenItemsPage = page(() => import('../features/backoffice/pages/open-items-page.tsx'), 'OpenItemsPage');
const SettingsPage = page(() => import('../features/backoffice/pages/settings-page.tsx'), 'SettingsPage');
const StaffPage = page(() => import('../features/backoffice/pages/staff-page.tsx'), 'StaffPage');
const AuditPage = page(() => import('../features/backoffice/pages/audit-page.tsx'), 'AuditPage');
const AccountPage = page(() => import('../features/backoffice/pages/account-page.tsx'), 'AccountPage');

// The back office's own groups, each a chunk of its own with its texts, fetched when one of its pages shows.
const catalogueAdmin = group(() => withStaffTexts(import('./catalogue-admin-group.ts'), 'catalogueAdmin'));
const requests = group(() => withStaffTexts(import('./requests-group.ts'), 'requests'));
const eventDashboard = group(() => withStaffTexts(import('./event-dashboard-group.ts'), 'eventDashboard'));
const hallPlans = group(() => withStaffTexts(import('./hall-plans-group.ts'), 'hallPlans'));
const hallPlanEditor = group(() => withStaffTexts(import('./hall-plan-editor-group.ts'), 'hallPlanEditor'));

const CatalogueEventsPage = catalogueAdmin('CatalogueEventsPage');
const CatalogueEventPage = catalogueAdmin('CatalogueEventPage');
const RequestsPage = requests('RequestsPage');
const EventDashboardPage = eventDashboard('EventDashboardPage');
const HallsPage = hallPlans('HallsPage');
const HallPage = hallPlans('HallPage');
const HallPlanEditorPage = hallPlanEditor('HallPlanEditorPage');

/** The pages by their address, as routed below: for fetching the one an address opens together with this chunk. */
const PAGES = [
  ['/be', EventsPage],
  ['/be/event/:id', EventPage],
  ['/be/event/:id/dashboard', EventDashboardPage],
  ['/be/event/:id/registrations', RegistrationsPage],
  ['/be/event/:id/documents', DocumentsPage],
  ['/be/event/:id/plan', EventPlanPage],
  ['/be/registration/:id', StaffRegistrationPage],
  ['/be/document/:id', DocumentPage],
  ['/be/offer/:id', OfferPage],
  ['/be/outbox', OutboxPage],
  ['/be/payments', PaymentsPage],
  ['/be/dunning', DunningPage],
  ['/be/open-items', OpenItemsPage],
  ['/be/requests', RequestsPage],
  ['/be/settings', SettingsPage],
  ['/be/staff', StaffPage],
  ['/be/audit', AuditPage],
  ['/be/account', AccountPage],
  ['/be/admin/events', CatalogueEventsPage],
  ['/be/admin/event/:id', CatalogueEventPage],
  ['/be/admin/halls', HallsPage],
  ['/be/admin/hall/:id', HallPage],
  ['/be/admin/hall/:id/edit', HallPlanEditorPage],
] as const;

// The page of the address this chunk was loaded for starts loading at once, not only when the layout renders it.
const firstPath = globalThis.location?.hash.replace(/^#/, '').split('?')[0] ?? '';
for (const [pattern, component] of PAGES) if (matchPath(pattern, firstPath)) void component.preload();
// And the desk plan's hall plan (2,000 stands, ready in the server's cache) with it: asked for while the page's chunk
// loads, found in the query cache when the page renders. Who has which is asked for by the page once it shows the plan
// (on one embedded database, that read would keep the page's own chunks and texts waiting if asked for sooner).
const planEvent = Number(matchPath('/be/event/:id/plan', firstPath)?.params.id);
if (Number.isInteger(planEvent) && planEvent > 0) void queryClient.prefetchQuery(eventPlanQueryOptions(planEvent));

/**
 * The back office's pages under `#/be/`, routed here in its chunk rather than in the entry, so that what every
 * visitor loads first does not grow with each staff page (the configurator's first visit has a budget).
 */
export function BackofficeRoutes() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path="event/:id" element={<EventPage />} />
      <Route path="event/:id/dashboard" element={<EventDashboardPage />} />
      <Route path="event/:id/registrations" element={<RegistrationsPage />} />
      <Route path="event/:id/documents" element={<DocumentsPage />} />
      <Route path="event/:id/plan" element={<EventPlanPage />} />
      <Route path="registration/:id" element={<StaffRegistrationPage />} />
      <Route path="document/:id" element={<DocumentPage />} />
      <Route path="offer/:id" element={<OfferPage />} />
      <Route path="outbox" element={<OutboxPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="dunning" element={<DunningPage />} />
      <Route path="open-items" element={<OpenItemsPage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="admin/events" element={<CatalogueEventsPage />} />
      <Route path="admin/event/:id" element={<CatalogueEventPage />} />
      <Route path="admin/halls" element={<HallsPage />} />
      <Route path="admin/hall/:id" element={<HallPage />} />
      <Route path="admin/hall/:id/edit" element={<HallPlanEditorPage />} />
      <Route path="*" element={<StaffNotFoundPage />} />
    </Routes>
  );
}
