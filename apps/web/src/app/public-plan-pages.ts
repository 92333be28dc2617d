/*
 * The public plan's page (`#/e/{eventId}/plan`, issue 31) with the stylesheets of its components beyond the shell's,
 * loaded through public-plan-group.ts, shown in the public frame of configurator-group.ts.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';

export { PublicPlanPage } from '../features/public-plan/pages/public-plan-page.tsx';
