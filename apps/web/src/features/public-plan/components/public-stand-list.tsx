import { Text } from '@mantine/core';
import type { Lang } from '@messeportal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../i18n/format.ts';
import { useStandListbox } from '../../../ui/hall-plan/use-stand-listbox.ts';
import type { PublicStand } from '../model/public-stands.ts';
import { PublicStandOption } from './public-stand-option.tsx';
import type { PatternIds } from './state-patterns.tsx';
import classes from './public-plan.module.css';
import listbox from '../../../ui/hall-plan/stand-listbox.module.css';

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

/**
 * The stands as a list beside the plan and in step with it, usable alone (a phone, a screen reader): each stand named
 * in full; the arrow keys go through it, Enter shows the stand on the plan with its exhibitor. One focus stop (a
 * listbox with its active option), so a Tab passes the list as a whole.
 */
export function PublicStandList({ id, rows, label, withHall, lang, format, currency, swatches, selected, highlighted, onHighlight, onChoose }: PublicStandListProps) {
  const { t } = useTranslation();
  const keys = useMemo(() => rows.map((row) => row.place), [rows]);
  const { listRef, activeIndex, goTo, chooseOption, onKeyDown } = useStandListbox({ keys, keyAttribute: 'data-place', inView: highlighted ?? selected, onHighlight, onChoose });

  return (
    <div className={classes.list}>
      <Text size="xs" c="dimmed" id={`${id}-hint`} className={classes.noPrint}>
        {t('publicPlan.listHint')}
      </Text>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        className={`${listbox.options} ${classes.options}`}
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
