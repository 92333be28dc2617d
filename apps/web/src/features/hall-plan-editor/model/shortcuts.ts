/**
 * The editor's keyboard shortcuts: one table that both the key handler reads and the help lists, so the two
 * never disagree. Letters are compared without case; `mod` is Ctrl, or ⌘ on a Mac.
 */
export type ShortcutCommand =
  | 'toolSelect'
  | 'toolRectangle'
  | 'toolPolygon'
  | 'toolColumn'
  | 'toolPoint'
  | 'toolPan'
  | 'move'
  | 'moveFar'
  | 'rotate'
  | 'splitX'
  | 'splitY'
  | 'merge'
  | 'renumber'
  | 'delete'
  | 'undo'
  | 'redo'
  | 'selectAll'
  | 'finish'
  | 'cancel'
  | 'zoomIn'
  | 'zoomOut'
  | 'fit'
  | 'help';

export interface KeyCombo {
  key: string;
  mod?: boolean;
  /** Whether Shift is held; 'any' for keys that need Shift on some keyboards ('?', '+'). */
  shift?: boolean | 'any';
}

export interface Shortcut {
  command: ShortcutCommand;
  combos: readonly KeyCombo[];
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

export const SHORTCUTS: readonly Shortcut[] = [
  { command: 'toolSelect', combos: [{ key: 'v' }] },
  { command: 'toolRectangle', combos: [{ key: 'r' }] },
  { command: 'toolPolygon', combos: [{ key: 'p' }] },
  { command: 'toolColumn', combos: [{ key: 'c' }] },
  { command: 'toolPoint', combos: [{ key: 't' }] },
  { command: 'toolPan', combos: [{ key: 'h' }] },
  { command: 'move', combos: ARROWS.map((key) => ({ key })) },
  { command: 'moveFar', combos: ARROWS.map((key) => ({ key, shift: true })) },
  { command: 'rotate', combos: [{ key: 'o' }] },
  { command: 'splitX', combos: [{ key: 's' }] },
  { command: 'splitY', combos: [{ key: 's', shift: true }] },
  { command: 'merge', combos: [{ key: 'm' }] },
  { command: 'renumber', combos: [{ key: 'n' }] },
  { command: 'delete', combos: [{ key: 'Delete' }, { key: 'Backspace' }] },
  { command: 'undo', combos: [{ key: 'z', mod: true }] },
  { command: 'redo', combos: [{ key: 'z', mod: true, shift: true }, { key: 'y', mod: true }] },
  { command: 'selectAll', combos: [{ key: 'a', mod: true }] },
  { command: 'finish', combos: [{ key: 'Enter' }] },
  { command: 'cancel', combos: [{ key: 'Escape' }] },
  { command: 'zoomIn', combos: [{ key: '+', shift: 'any' }] },
  { command: 'zoomOut', combos: [{ key: '-' }] },
  { command: 'fit', combos: [{ key: '0' }] },
  { command: 'help', combos: [{ key: '?', shift: 'any' }] },
];

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const sameKey = (a: string, b: string) => (a.length === 1 && b.length === 1 ? a.toLowerCase() === b.toLowerCase() : a === b);

function matches(combo: KeyCombo, event: KeyLike): boolean {
  if (!sameKey(combo.key, event.key) || event.altKey) return false;
  if (Boolean(combo.mod) !== (event.ctrlKey || event.metaKey)) return false;
  return combo.shift === 'any' || Boolean(combo.shift) === event.shiftKey;
}

/** The command a key press gives, or null. */
export function shortcutFor(event: KeyLike): ShortcutCommand | null {
  return SHORTCUTS.find((shortcut) => shortcut.combos.some((combo) => matches(combo, event)))?.command ?? null;
}

/** The direction of an arrow key as steps along x and y (y grows downwards, as on the plan). */
export function arrowStep(key: string): [number, number] {
  return key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : key === 'ArrowDown' ? [0, 1] : [0, 0];
}

/**
 * Whether a key press belongs to what has the focus rather than to the drawing: a field, a dialog or popover take
 * every key; a button or link takes Enter and Space. (The list of stands marks the keys it takes as handled.)
 */
export function isForFocusedControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return (key === 'Enter' || key === ' ') && target.closest('button, a, [role="button"]') !== null;
}
