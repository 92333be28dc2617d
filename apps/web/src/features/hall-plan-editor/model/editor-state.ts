import { NO_ITEMS, type DrawingEditFailure, type DrawingEditResult, type HallGeometry, type PlanEditFailure, type PlanItems } from '@messeportal/domain';

/** How many steps back undo reaches: each keeps a hall, sharing the stands an edit did not touch. */
export const HISTORY_LIMIT = 100;

/**
 * The editor's state: the plan with the steps to undo and redo, what is chosen on it, why the last edit was refused,
 * and the plan as last loaded or saved (with its version, what a save is based on). The plan has unsaved changes
 * while it is another hall than the saved one: undoing back to it leaves none.
 */
/** A step of the history: the plan with what was chosen on it, which undo and redo bring back together. */
export interface EditorStep {
  hall: HallGeometry;
  selection: PlanItems;
}

export interface EditorState {
  past: readonly EditorStep[];
  present: HallGeometry;
  future: readonly EditorStep[];
  selection: PlanItems;
  failure: PlanEditFailure | DrawingEditFailure | null;
  saved: HallGeometry;
  basedOn: number | null;
}

export type EditorAction =
  | { type: 'apply'; result: DrawingEditResult; select?: PlanItems }
  | { type: 'select'; items: PlanItems }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; version: number }
  | { type: 'load'; hall: HallGeometry; version: number | null }
  | { type: 'dismiss' };

export const startEditor = (hall: HallGeometry, version: number | null): EditorState => ({
  past: [],
  present: hall,
  future: [],
  selection: NO_ITEMS,
  failure: null,
  saved: hall,
  basedOn: version,
});

export const hasUnsavedChanges = (state: EditorState): boolean => state.present !== state.saved;

/** The chosen items that the hall still has (after an undo, a removed stand is no longer chosen). */
export function stillOnPlan(hall: HallGeometry, items: PlanItems): PlanItems {
  const numbers = new Set(hall.stands.map((stand) => stand.number));
  return {
    stands: items.stands.filter((number) => numbers.has(number)),
    columns: items.columns.filter((index) => index < hall.columns.length),
    technicalPoints: items.technicalPoints.filter((index) => index < hall.technicalPoints.length),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'apply': {
      if (!action.result.ok) return { ...state, failure: action.result };
      const present = action.result.hall;
      return {
        ...state,
        past: [...state.past, { hall: state.present, selection: state.selection }].slice(-HISTORY_LIMIT),
        present,
        future: [],
        selection: stillOnPlan(present, action.select ?? state.selection),
        failure: null,
      };
    }
    case 'select':
      return { ...state, selection: stillOnPlan(state.present, action.items), failure: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      const now = { hall: state.present, selection: state.selection };
      return { ...state, past: state.past.slice(0, -1), present: previous.hall, future: [now, ...state.future], selection: previous.selection, failure: null };
    }
    case 'redo': {
      const [next, ...later] = state.future;
      if (!next) return state;
      const now = { hall: state.present, selection: state.selection };
      return { ...state, past: [...state.past, now], present: next.hall, future: later, selection: next.selection, failure: null };
    }
    case 'saved':
      return { ...state, saved: state.present, basedOn: action.version };
    case 'load':
      return startEditor(action.hall, action.version);
    case 'dismiss':
      return { ...state, failure: null };
  }
}
