import { NO_ITEMS, type RenumberOptions } from '@messeportal/domain';
import type { Dispatch } from 'react';
import { mergeChosen, moveChosen, removeChosen, renumberChosen, rotateChosen, splitChosen, type Command } from '../model/commands.ts';
import type { EditorAction, EditorState } from '../model/editor-state.ts';
import { itemCount } from '../model/selection.ts';
import { arrowStep, type ShortcutCommand } from '../model/shortcuts.ts';
import { arrowDistanceCm, type EditorTool } from '../model/tools.ts';
import type { EditorActionName } from './editor-toolbar.tsx';
import type { useCanvasGestures } from './use-canvas-gestures.ts';
import type { EditorView } from './use-editor-view.ts';
import { useEditorKeys } from './use-editor-keys.ts';

interface CommandsInput {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  apply: (command: Command) => void;
  tool: (tool: EditorTool) => void;
  gridCm: number;
  gestures: ReturnType<typeof useCanvasGestures>;
  view: EditorView;
  setRenumbering: (opened: boolean) => void;
  setHelping: (opened: (current: boolean) => boolean) => void;
}

const TOOLS: Partial<Record<ShortcutCommand, EditorTool>> = {
  toolSelect: 'select',
  toolRectangle: 'rectangle',
  toolPolygon: 'polygon',
  toolColumn: 'column',
  toolPoint: 'point',
  toolPan: 'pan',
};

/**
 * The editor's commands, the same whether a button or a key gives them: which can be taken now, and what each does
 * to the plan and the choice. A command that cannot be taken now does nothing and leaves its key alone.
 */
export function useEditorCommands({ state, dispatch, apply, tool, gridCm, gestures, view, setRenumbering, setHelping }: CommandsInput) {
  const { present: hall, selection } = state;
  const stands = selection.stands.length;
  const enabled: Record<EditorActionName, boolean> = {
    undo: state.past.length > 0,
    redo: state.future.length > 0,
    rotate: stands > 0,
    splitX: stands === 1,
    splitY: stands === 1,
    merge: stands > 1,
    delete: itemCount(selection) > 0,
  };

  const runAction = (action: EditorActionName): boolean => {
    if (!enabled[action]) return false;
    if (action === 'undo' || action === 'redo') dispatch({ type: action });
    else if (action === 'rotate') apply(rotateChosen(hall, selection));
    else if (action === 'splitX' || action === 'splitY') apply(splitChosen(hall, selection, action === 'splitX' ? 'x' : 'y'));
    else if (action === 'merge') apply(mergeChosen(hall, selection));
    else apply(removeChosen(hall, selection));
    return true;
  };

  const run = (command: ShortcutCommand, event: KeyboardEvent): boolean => {
    const chosenTool = TOOLS[command];
    if (chosenTool) {
      tool(chosenTool);
      return true;
    }
    switch (command) {
      case 'move':
      case 'moveFar': {
        if (itemCount(selection) === 0) return false;
        const [sx, sy] = arrowStep(event.key);
        const distance = arrowDistanceCm(gridCm, command === 'moveFar');
        apply(moveChosen(hall, selection, sx * distance, sy * distance));
        return true;
      }
      case 'delete':
        if (gestures.drawing) {
          gestures.removeLastCorner();
          return true;
        }
        return runAction('delete');
      case 'renumber':
        if (stands === 0) return false;
        setRenumbering(true);
        return true;
      case 'selectAll':
        dispatch({ type: 'select', items: { stands: hall.stands.map((stand) => stand.number), columns: hall.columns.map((_, i) => i), technicalPoints: hall.technicalPoints.map((_, i) => i) } });
        return true;
      case 'finish':
        if (!gestures.drawing) return false;
        gestures.finishPolygon();
        return true;
      case 'cancel':
        if (gestures.drawing || gestures.preview) gestures.cancel();
        else if (itemCount(selection) > 0) dispatch({ type: 'select', items: NO_ITEMS });
        else return false;
        return true;
      case 'zoomIn':
        view.zoomIn();
        return true;
      case 'zoomOut':
        view.zoomOut();
        return true;
      case 'fit':
        view.fit();
        return true;
      case 'help':
        setHelping((current) => !current);
        return true;
      default:
        return runAction(command as EditorActionName);
    }
  };
  useEditorKeys(run);

  const renumber = (options: RenumberOptions) => apply(renumberChosen(hall, selection, options));
  return { enabled, runAction: (action: EditorActionName) => void runAction(action), renumber };
}
