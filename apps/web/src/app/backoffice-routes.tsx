import { Route, Routes } from 'react-router';
import { AccountPage } from '../features/backoffice/pages/account-page.tsx';
import { AuditPage } from '../features/backoffice/pages/audit-page.tsx';
import { DocumentPage } from '../features/backoffice/pages/document-page.tsx';
import { DocumentsPage } from '../features/backoffice/pages/documents-page.tsx';
import { EventPage } from '../features/backoffice/pages/event-page.tsx';
import { EventsPage } from '../features/backoffice/pages/events-page.tsx';
import { OfferPage } from '../features/backoffice/pages/offer-page.tsx';
import { OutboxPage } from '../features/backoffice/pages/outbox-page.tsx';
import { StaffRegistrationPage } from '../features/backoffice/pages/registration-page.tsx';
import { RegistrationsPage } from '../features/backoffice/pages/registrations-page.tsx';
import { SettingsPage } from '../features/backoffice/pages/settings-page.tsx';
import { StaffPage } from '../features/backoffice/pages/staff-page.tsx';
import { StaffNotFoundPage } from './not-found-message.tsx';
import { group } from './route-group.ts';
import { withStaffTexts } from './staff-group-texts.ts';

// The back office's own groups, each a chunk of its own with its texts, fetched when one of its pages shows.
const catalogueAdmin = group(() => withStaffTexts(import('./catalogue-admin-group.ts'), 'catalogueAdmin'));
const requests = group(() => withStaffTexts(import('./requests-group.ts'), 'requests'));
const eventDashboard = group(() => withStaffTexts(import('./event-dashboard-group.ts'), 'eventDashboard'));

const CatalogueEventsPage = catalogueAdmin('CatalogueEventsPage');
const CatalogueEventPage = catalogueAdmin('CatalogueEventPage');
const RequestsPage = requests('RequestsPage');
const EventDashboardPage = eventDashboard('EventDashboardPage');

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
      <Route path="registration/:id" element={<StaffRegistrationPage />} />
      <Route path="document/:id" element={<DocumentPage />} />
      <Route path="offer/:id" element={<OfferPage />} />
      <Route path="outbox" element={<OutboxPage />} />
      <Route path="requests" element={<RequestsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="admin/events" element={<CatalogueEventsPage />} />
      <Route path="admin/event/:id" element={<CatalogueEventPage />} />
      <Route path="*" element={<StaffNotFoundPage />} />
    </Routes>
  );
}
