import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** How many options Page Up and Page Down pass over. */
const PAGE = 10;

interface StandListboxOptions {
  /** The options' keys in the order the list shows them. */
  keys: readonly string[];
  /** The attribute each option carries its key in ('data-stand'), for scrolling it into view. */
  keyAttribute: string;
  /** The option to keep in the list's view: the stand pointed at on the plan or gone to in the list. */
  inView: string | null;
  onHighlight: (key: string | null) => void;
  onChoose: (key: string) => void;
}

/**
 * The keyboard and scrolling of a list of stands beside a plan (issue 31): one focus stop (a listbox with its active
 * option), so a Tab passes the list as a whole; the arrow keys, Home, End, Page Up and Page Down go through it and mark
 * the stand on the plan too, Enter or Space chooses. The option in view is scrolled into the list's view, the page left
 * where it is. Shared by the configurator's, the public plan's and other such lists, each drawing its own options.
 */
export function useStandListbox({ keys, keyAttribute, inView, onHighlight, onChoose }: StandListboxOptions) {
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const activeIndex = active === null ? -1 : keys.indexOf(active);

  useEffect(() => {
    const list = listRef.current;
    const option = inView ? list?.querySelector<HTMLElement>(`[${keyAttribute}="${CSS.escape(inView)}"]`) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + option.offsetHeight - list.clientHeight;
  }, [inView, keys, keyAttribute]);

  const goTo = (index: number) => {
    const key = keys[Math.max(0, Math.min(keys.length - 1, index))];
    if (key === undefined) return;
    setActive(key);
    onHighlight(key);
  };
  // One function for every option (memoised): they are many.
  const latest = useRef(onChoose);
  useEffect(() => {
    latest.current = onChoose;
  });
  const chooseOption = useCallback((key: string) => {
    setActive(key);
    latest.current(key);
  }, []);
  const onKeyDown = (keyEvent: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: keys.length - 1, PageDown: activeIndex + PAGE, PageUp: activeIndex - PAGE };
    if (keyEvent.key in moves) {
      keyEvent.preventDefault();
      goTo(activeIndex < 0 && keyEvent.key !== 'End' ? 0 : moves[keyEvent.key]!);
    } else if ((keyEvent.key === 'Enter' || keyEvent.key === ' ') && activeIndex >= 0) {
      keyEvent.preventDefault();
      onChoose(keys[activeIndex]!);
    }
  };
  return { listRef, activeIndex, goTo, chooseOption, onKeyDown };
}
