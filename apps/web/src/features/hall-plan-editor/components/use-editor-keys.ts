import { useEffect, useRef } from 'react';
import { isForFocusedControl, shortcutFor, type ShortcutCommand } from '../model/shortcuts.ts';

/**
 * The editor's shortcuts on the whole page: a key press that no field, list or dialog took runs its command
 * (`run` returns false when the command does nothing now, and then the key keeps its own meaning, a page scroll
 * for an arrow). Listened to on the document, so that the keys work wherever the focus is outside a field.
 */
export function useEditorKeys(run: (command: ShortcutCommand, event: KeyboardEvent) => boolean) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isForFocusedControl(event.target, event.key)) return;
      const command = shortcutFor(event);
      if (command && latest.current(command, event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
