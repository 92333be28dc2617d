/*
 * The public plan of an event (`#/e/{eventId}/plan`, issue 31): a lazily loaded route group whose texts come with it
 * (app/group-texts.ts), shown in the public frame that every `#/e/` address loads. Behind this one small module: the
 * entry, which every first visit loads (the configurator's within its budget), names only this file among its chunks,
 * not the dozen the page needs (drawing, list, inputs), which this module's import of the page names instead.
 */
export const loadPublicPlanPages = () => import('./public-plan-pages.ts');
