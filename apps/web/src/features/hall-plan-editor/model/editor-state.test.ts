import { moveStands, NO_ITEMS, removeItems } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { editorReducer, hasUnsavedChanges, HISTORY_LIMIT, startEditor, type EditorState } from './editor-state.ts';
import { planOf, rect } from './test-plan.ts';

const plan = planOf([['A1', rect(100, 100, 300, 300)], ['A2', rect(400, 100, 300, 300)]]);
const moved = (state: EditorState, dx: number) => editorReducer(state, { type: 'apply', result: moveStands(state.present, ['A1'], dx, 0) });

describe('the editor’s history', () => {
  it('keeps each edit for undo and redo, and knows when the plan is back as saved', () => {
    const start = startEditor(plan, 3);
    const once = moved(start, 50);
    const twice = moved(once, 50);
    expect(hasUnsavedChanges(twice)).toBe(true);
    expect(twice.present.stands[0]!.ring[0]).toEqual([200, 100]);

    const undone = editorReducer(twice, { type: 'undo' });
    expect(undone.present).toBe(once.present);
    const back = editorReducer(undone, { type: 'undo' });
    expect(back.present).toBe(plan);
    expect(hasUnsavedChanges(back)).toBe(false);
    expect(editorReducer(back, { type: 'undo' })).toBe(back);

    const redone = editorReducer(editorReducer(back, { type: 'redo' }), { type: 'redo' });
    expect(redone.present).toBe(twice.present);
    expect(editorReducer(redone, { type: 'redo' })).toBe(redone);
    // A new edit after an undo drops what could have been redone.
    expect(moved(undone, 10).future).toEqual([]);
  });

  it('keeps a refused edit’s reason and leaves the plan as it was', () => {
    const start = startEditor(plan, 1);
    const refused = editorReducer(start, { type: 'apply', result: moveStands(plan, ['B9'], 10, 0) });
    expect(refused.present).toBe(plan);
    expect(refused.past).toEqual([]);
    expect(refused.failure).toEqual({ ok: false, code: 'planStandNotFound', number: 'B9' });
    expect(editorReducer(refused, { type: 'dismiss' }).failure).toBeNull();
  });

  it('reaches back at most HISTORY_LIMIT steps', () => {
    let state = startEditor(plan, 1);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) state = moved(state, 1);
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('brings back with each step what was chosen then, and bases the next save on the version saved', () => {
    const chosen = editorReducer(startEditor(plan, 1), { type: 'select', items: { ...NO_ITEMS, stands: ['A1', 'A2'] } });
    const removed = editorReducer(chosen, { type: 'apply', result: removeItems(plan, { ...NO_ITEMS, stands: ['A2'] }), select: { ...NO_ITEMS, stands: ['A1', 'A2'] } });
    expect(removed.selection.stands).toEqual(['A1']);
    const undone = editorReducer(removed, { type: 'undo' });
    expect(undone.selection.stands).toEqual(['A1', 'A2']);
    expect(editorReducer(undone, { type: 'redo' }).selection.stands).toEqual(['A1']);
    const saved = editorReducer(removed, { type: 'saved', version: 2 });
    expect(saved).toMatchObject({ basedOn: 2 });
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(hasUnsavedChanges(editorReducer(saved, { type: 'undo' }))).toBe(true);
  });
});
