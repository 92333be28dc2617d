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
import '../ui/badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/spotlight/styles.css';

export { StaffLayout } from './staff-layout.tsx';
export { StaffLoginPage } from '../features/backoffice/pages/staff-login-page.tsx';
export { BackofficeRoutes } from './backoffice-routes.tsx';
