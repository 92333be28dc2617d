import { Text } from '@mantine/core';
import type { Lang } from '@messeportal/domain';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../i18n/format.ts';
import type { PublicStand } from '../model/public-stands.ts';
import { PublicStandOption } from './public-stand-option.tsx';
import type { PatternIds } from './state-patterns.tsx';
import classes from './public-plan.module.css';

export interface ListRow {
  place: string;
  stand: PublicStand;
  name: string;
}

interface PublicStandListProps {
  /** The prefix of the options' ids (aria-activedescendant). */
  id: string;
  rows: readonly ListRow[];
  label: string;
  withHall: boolean;
  lang: Lang;
  format: Formatters;
  currency: string;
  swatches: PatternIds;
  selected: string | null;
  /** The stand pointed at on the plan or gone to in the list: marked in both. */
  highlighted: string | null;
  onHighlight: (place: string | null) => void;
  onChoose: (place: string) => void;
}

/** How many options Page Up and Page Down pass over. */
const PAGE = 10;

/**
 * The stands as a list beside the plan and in step with it, usable alone (a phone, a screen reader): each stand named
 * in full; the arrow keys go through it, Enter shows the stand on the plan with its exhibitor. One focus stop (a
 * listbox with its active option), so a Tab passes the list as a whole.
 */
export function PublicStandList({ id, rows, label, withHall, lang, format, currency, swatches, selected, highlighted, onHighlight, onChoose }: PublicStandListProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const activeIndex = rows.findIndex((row) => row.place === active);

  // The stand pointed at (on the plan, or gone to here) or chosen is scrolled into the list's view, the page left where it is.
  const shown = highlighted ?? selected;
  useEffect(() => {
    const list = listRef.current;
    const option = shown ? list?.querySelector<HTMLElement>(`[data-place="${CSS.escape(shown)}"]`) : null;
    if (!list || !option) return;
    const top = option.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + option.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + option.offsetHeight - list.clientHeight;
  }, [shown, rows]);

  const goTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActive(row.place);
    onHighlight(row.place);
  };
  // One function for every option (memoised): they are many.
  const latest = useRef(onChoose);
  useEffect(() => {
    latest.current = onChoose;
  });
  const chooseOption = useCallback((place: string) => {
    setActive(place);
    latest.current(place);
  }, []);
  const onKeyDown = (keyEvent: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: rows.length - 1, PageDown: activeIndex + PAGE, PageUp: activeIndex - PAGE };
    if (keyEvent.key in moves) {
      keyEvent.preventDefault();
      goTo(activeIndex < 0 && keyEvent.key !== 'End' ? 0 : moves[keyEvent.key]!);
    } else if ((keyEvent.key === 'Enter' || keyEvent.key === ' ') && activeIndex >= 0) {
      keyEvent.preventDefault();
      onChoose(rows[activeIndex]!.place);
    }
  };

  return (
    <div className={classes.list}>
      <Text size="xs" c="dimmed" id={`${id}-hint`} className={classes.noPrint}>
        {t('publicPlan.listHint')}
      </Text>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        className={classes.options}
        aria-label={label}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeIndex >= 0 ? `${id}-${activeIndex}` : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => activeIndex < 0 && goTo(Math.max(0, rows.findIndex((row) => row.place === (selected ?? highlighted))))}
        onPointerLeave={() => onHighlight(null)}
      >
        {rows.map((row, index) => (
          <PublicStandOption
            key={row.place}
            id={`${id}-${index}`}
            stand={row.stand}
            name={row.name}
            place={row.place}
            withHall={withHall}
            lang={lang}
            format={format}
            currency={currency}
            swatches={swatches}
            selected={row.place === selected}
            active={index === activeIndex}
            highlighted={row.place === highlighted}
            onPoint={onHighlight}
            onChoose={chooseOption}
          />
        ))}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('publicPlan.none')}
          </Text>
        )}
      </div>
    </div>
  );
}
