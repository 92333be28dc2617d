/*
 * The hall plan editor in the back office (issue 31): drawing, changing and numbering a hall's stands, columns and
 * technical points, saved as the hall's next version. A chunk of its own with its texts (app/staff-group-texts.ts),
 * loaded only when an admin opens the editor: the hall pages and every other screen stay without its code.
 */
export { HallPlanEditorPage } from '../features/hall-plan-editor/pages/hall-plan-editor-page.tsx';
