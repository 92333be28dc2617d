import { formatNumber, naturalCompareStandNumbers, NO_ITEMS, standTypes, type DerivedStand, type Lang, type PlanItems, type PlanStand } from '@messeportal/domain';
import { Text, TextInput } from '@mantine/core';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './editor-layout.module.css';
import listbox from '../../../ui/hall-plan/stand-listbox.module.css';

interface StandListProps {
  stands: readonly PlanStand[];
  /** What each stand is, by number, from the last check (a stand drawn since has none yet). */
  facts: ReadonlyMap<string, DerivedStand>;
  selection: PlanItems;
  highlighted: string | null;
  lang: Lang;
  onSelect: (items: PlanItems) => void;
  onHighlight: (stand: string | null) => void;
}

const PAGE = 10;

interface OptionProps {
  id: string;
  number: string;
  name: string;
  chosen: boolean;
  active: boolean;
  highlighted: boolean;
  onClick: (number: string, add: boolean) => void;
  onPoint: (number: string | null) => void;
}

const StandOption = memo(function StandOption({ id, number, name, chosen, active, highlighted, onClick, onPoint }: OptionProps) {
  return (
    // The listbox takes the keys (aria-activedescendant): an option is pointed at and clicked, never focused.
    <div
      id={id}
      role="option"
      aria-selected={chosen}
      className={`${listbox.option} ${classes.option}`}
      data-stand={number}
      data-active={active || undefined}
      data-highlighted={highlighted || undefined}
      onClick={(event) => onClick(number, event.shiftKey || event.ctrlKey || event.metaKey)}
      onPointerEnter={() => onPoint(number)}
    >
      {chosen && <span aria-hidden="true">✓ </span>}
      {name}
    </div>
  );
});

/**
 * The plan's stands in number order, in step with the drawing, the way to them without a pointer: one focus stop (a
 * listbox that allows several), the arrow keys go through it and choose the stand they reach, Shift with an arrow or
 * Space adds to the choice; a click chooses, Shift- or Ctrl-click adds. Other keys (rotate, delete, undo …) act on
 * the choice as on the drawing.
 */
export function StandList({ stands, facts, selection, highlighted, lang, onSelect, onHighlight }: StandListProps) {
  const { t } = useTranslation();
  const id = useId().replace(/[^\w-]/g, '');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Sorted again only when the numbers change, not at every move: natural order compares by standKey, costly 2,000 times.
  const numbersKey = stands.map((stand) => stand.number).join('\n');
  const numbers = useMemo(() => (numbersKey === '' ? [] : numbersKey.split('\n').sort(naturalCompareStandNumbers)), [numbersKey]);
  const rows = useMemo(() => {
    const kind = (fact: DerivedStand) => standTypes.find((type) => type.id === fact.kind)?.[lang] ?? fact.kind;
    return numbers.map((number) => {
      const fact = facts.get(number);
      const name = fact ? t('hallPlanEditor.stands.option', { number, area: formatNumber(fact.areaM2, lang), kind: kind(fact) }) : t('hallPlanEditor.stands.optionNew', { number });
      return { number, name };
    });
  }, [numbers, facts, lang, t]);
  const needle = search.trim().toLowerCase();
  const shown = needle === '' ? rows : rows.filter((row) => row.number.toLowerCase().includes(needle));
  const chosen = new Set(selection.stands);
  const activeIndex = shown.findIndex((row) => row.number === active);

  // A stand chosen on the drawing becomes the list's active one and scrolls into the list's view (the page stays).
  const lastChosen = selection.stands.at(-1) ?? null;
  const [followed, setFollowed] = useState(lastChosen);
  if (followed !== lastChosen) {
    setFollowed(lastChosen);
    if (lastChosen !== null) setActive(lastChosen);
  }
  useEffect(() => {
    const list = listRef.current;
    const option = active ? list?.querySelector<HTMLElement>(`[data-stand="${CSS.escape(active)}"]`) : null;
    if (!list || !option) return;
    const top = option.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + option.offsetHeight - list.clientHeight;
  }, [active]);

  const latest = useRef({ selection, onSelect });
  useEffect(() => {
    latest.current = { selection, onSelect };
  });
  // One function for every option (they are many, each drawn anew only when its own props change).
  const click = useCallback((number: string, add: boolean) => {
    const { selection: current, onSelect: select } = latest.current;
    setActive(number);
    if (!add) select({ ...NO_ITEMS, stands: [number] });
    else select({ ...current, stands: current.stands.includes(number) ? current.stands.filter((other) => other !== number) : [...current.stands, number] });
  }, []);

  const goTo = (index: number, add: boolean) => {
    const row = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (!row) return;
    setActive(row.number);
    onHighlight(row.number);
    onSelect(add ? { ...selection, stands: [...new Set([...selection.stands, row.number])] } : { ...NO_ITEMS, stands: [row.number] });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: shown.length - 1, PageDown: activeIndex + PAGE, PageUp: activeIndex - PAGE };
    if (event.key in moves && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here: the editor's shortcuts leave a key alone that the list took.
      event.preventDefault();
      goTo(activeIndex < 0 && event.key !== 'End' ? 0 : moves[event.key]!, event.shiftKey);
    } else if (event.key === ' ' && activeIndex >= 0) {
      event.preventDefault();
      click(shown[activeIndex]!.number, true);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      click(shown[activeIndex]!.number, false);
    }
  };

  return (
    <div className={classes.standList}>
      <TextInput label={t('hallPlanEditor.stands.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} size="sm" />
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {t('hallPlanEditor.stands.hint')}
      </Text>
      <div
        ref={listRef}
        role="listbox"
        aria-multiselectable
        tabIndex={0}
        className={`${listbox.options} ${classes.options}`}
        aria-label={t('hallPlanEditor.stands.list', { count: stands.length })}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeIndex >= 0 ? `${id}-${activeIndex}` : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => activeIndex < 0 && shown.length > 0 && setActive(shown[0]!.number)}
        onPointerLeave={() => onHighlight(null)}
      >
        {shown.map((row, index) => (
          <StandOption
            key={`${row.number}#${index}`}
            id={`${id}-${index}`}
            number={row.number}
            name={row.name}
            chosen={chosen.has(row.number)}
            active={index === activeIndex}
            highlighted={row.number === highlighted}
            onClick={click}
            onPoint={onHighlight}
          />
        ))}
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('hallPlanEditor.stands.none')}
          </Text>
        )}
      </div>
    </div>
  );
}
