import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../i18n/translation-keys.ts';
import { SHORTCUTS } from '../model/shortcuts.ts';
import de from './de.json';
import en from './en.json';

describe('the plan editor’s texts', () => {
  it('are complete in both languages with the same placeholders', () => {
    expect(translationProblems({ de, en })).toEqual([]);
  });

  it('name every keyboard shortcut in the help', () => {
    expect(Object.keys(de.help.commands).sort()).toEqual(SHORTCUTS.map((shortcut) => shortcut.command).sort());
  });
});
