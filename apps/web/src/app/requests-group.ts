/*
 * The requests inbox of the back office (issue 16): manual requests for new credentials, answered with a
 * set-password link or closed. One lazily loaded chunk with its texts (app/group-texts.ts), shown in the back
 * office's frame; the stylesheets of its components beyond the back office's come with it.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

export { RequestsPage } from '../features/requests/pages/requests-page.tsx';
