/*
 * The public configurator (offers and the double opt-in confirmation) as one lazily loaded chunk, with the
 * stylesheets of the components it uses beyond the shell's (see ui/mantine-styles.ts); its texts come with it
 * (app/group-texts.ts).
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { ConfiguratorLayout } from '../features/configurator/pages/configurator-layout.tsx';
export { OfferPage } from '../features/configurator/pages/offer-page.tsx';
export { ConfirmPage } from '../features/configurator/pages/confirm-page.tsx';
export { NewExhibitorPage } from '../features/configurator/pages/new-exhibitor-page.tsx';
export { RegisterPage } from '../features/configurator/pages/register-page.tsx';
export { StaffConfiguratorPage } from '../features/configurator/pages/staff-configurator-page.tsx';
