/*
 * An event at a glance for staff (issue 16): one lazily loaded chunk with its texts (app/group-texts.ts) and the
 * charts (@mantine/charts on recharts), which only this page needs; shown in the back office's frame, whose
 * stylesheets (cards, tables, lists) it shares; the charts' legend brings its colour swatches.
 */
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';

export { EventDashboardPage } from '../features/event-dashboard/pages/event-dashboard-page.tsx';
