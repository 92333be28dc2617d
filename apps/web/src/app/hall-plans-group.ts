/*
 * The organiser's hall plans in the back office (issue 31): the halls, one hall's plan with its stands, versions
 * and the import of an SVG or DXF drawing. One lazily loaded chunk with its texts (app/staff-group-texts.ts), shown
 * in the back office's frame, whose stylesheets cover its components.
 */
export { HallsPage } from '../features/hall-plans/pages/halls-page.tsx';
export { HallPage } from '../features/hall-plans/pages/hall-page.tsx';
