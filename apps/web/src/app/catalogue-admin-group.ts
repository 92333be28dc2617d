/*
 * The catalogue of the organiser's events in the back office (issue 15): events, stand types with price rules,
 * product groups, media and the order booklet, and a new edition as a copy. One lazily loaded chunk with its
 * texts (app/group-texts.ts), shown in the back office's frame; the stylesheets of its components beyond the
 * back office's come with it.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tooltip.css';

export { CatalogueEventsPage } from '../features/catalogue-admin/pages/catalogue-events-page.tsx';
export { CatalogueEventPage } from '../features/catalogue-admin/pages/catalogue-event-page.tsx';
