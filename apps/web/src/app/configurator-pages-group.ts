/*
 * The configurator's other pages as one lazily loaded chunk: a new exhibitor's registration and its
 * confirmation (public, in the frame of configurator-group.ts), a registered exhibitor's registration
 * (portal) and the staff's configurator (back office). Its texts are the configurator's.
 */
import './configurator-styles.ts';

export { NewExhibitorPage } from '../features/configurator/pages/new-exhibitor-page.tsx';
export { ConfirmPage } from '../features/configurator/pages/confirm-page.tsx';
export { RegisterPage } from '../features/configurator/pages/register-page.tsx';
export { StaffConfiguratorPage } from '../features/configurator/pages/staff-configurator-page.tsx';
