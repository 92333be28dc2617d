/*
 * The logged-in main area's frame and dashboard as one lazily loaded chunk, with the stylesheets of the
 * components it, portal-pages-group.ts and portal-forms-group.ts use beyond the shell's (see
 * ui/mantine-styles.ts); its texts come with it (app/group-texts.ts).
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '../ui/badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { MainLayout } from './main-layout.tsx';
export { DashboardPage } from '../features/portal/pages/dashboard-page.tsx';
