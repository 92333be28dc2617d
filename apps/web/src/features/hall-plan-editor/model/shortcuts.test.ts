import { describe, expect, it } from 'vitest';
import { arrowStep, shortcutFor, SHORTCUTS, type KeyLike } from './shortcuts.ts';

const press = (key: string, held: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...held });

describe('the editor’s shortcuts', () => {
  it('undo with Ctrl+Z, redo with Ctrl+Shift+Z or Ctrl+Y, ⌘ on a Mac alike', () => {
    expect(shortcutFor(press('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutFor(press('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutFor(press('z', { metaKey: true }))).toBe('undo');
    expect(shortcutFor(press('z'))).toBeNull();
  });

  it('tell a letter with Shift from one without, and leave Alt combinations alone', () => {
    expect(shortcutFor(press('s'))).toBe('splitX');
    expect(shortcutFor(press('S', { shiftKey: true }))).toBe('splitY');
    expect(shortcutFor(press('ArrowLeft'))).toBe('move');
    expect(shortcutFor(press('ArrowLeft', { shiftKey: true }))).toBe('moveFar');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
    expect(shortcutFor(press('r', { altKey: true }))).toBeNull();
    expect(arrowStep('ArrowUp')).toEqual([0, -1]);
  });

  it('give each key one command', () => {
    const combos = SHORTCUTS.flatMap((shortcut) => shortcut.combos.map((combo) => `${combo.mod ? 'mod+' : ''}${combo.shift === true ? 'shift+' : ''}${combo.key.toLowerCase()}`));
    expect(new Set(combos).size).toBe(combos.length);
  });
});
