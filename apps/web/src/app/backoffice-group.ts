/*
 * The back office (staff login, events, offers, outbox) as one lazily loaded chunk, with the stylesheets of
 * the components it uses beyond the shell's (see ui/mantine-styles.ts); its texts come with it
 * (app/group-texts.ts).
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { StaffLayout } from './staff-layout.tsx';
export { StaffLoginPage } from '../features/backoffice/pages/staff-login-page.tsx';
export { EventsPage } from '../features/backoffice/pages/events-page.tsx';
export { EventPage } from '../features/backoffice/pages/event-page.tsx';
export { OfferPage } from '../features/backoffice/pages/offer-page.tsx';
export { OutboxPage } from '../features/backoffice/pages/outbox-page.tsx';
export { SettingsPage } from '../features/backoffice/pages/settings-page.tsx';
export { StaffPage } from '../features/backoffice/pages/staff-page.tsx';
export { AuditPage } from '../features/backoffice/pages/audit-page.tsx';
export { AccountPage } from '../features/backoffice/pages/account-page.tsx';
