import { withLaterTexts } from '../i18n/later-texts.ts';

/*
 * The hall plan's parts behind one small module: the first visit's chunk imports this one, whose few bytes are all it
 * carries of them, and not the list of the plan's chunks (drawing, list, inputs) that importing them would put there.
 */

/** The stand step's hall plan with its list of stands and the stand held on it. */
export const loadStandPlan = () => withLaterTexts(import('./stand-plan.tsx')).then((m) => m.StandPlan);

/** What keeps the hold of the plan's stand while the visitor works on any step. */
export const loadStandHoldKeeper = () => withLaterTexts(import('./stand-hold-keeper.tsx')).then((m) => m.StandHoldKeeper);
