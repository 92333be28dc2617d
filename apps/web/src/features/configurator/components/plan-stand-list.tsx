import { Checkbox, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useStandListbox } from '../../../ui/hall-plan/use-stand-listbox.ts';
import { byNumber, isChoosable, standAccessibleName, type PlanHall, type PlanStandSale, type StandSaleState } from '../model/plan-stands.ts';
import { PlanStandOption } from './plan-stand-option.tsx';
import { useWizard } from './wizard-context.tsx';
import classes from './stand-plan.module.css';
import listbox from '../../../ui/hall-plan/stand-listbox.module.css';

interface PlanStandListProps {
  /** The prefix of the options' ids (aria-activedescendant). */
  id: string;
  hall: PlanHall;
  stateOf: (stand: PlanStandSale) => StandSaleState;
  /** The visitor's stand in this hall. */
  selected: string | null;
  /** The stand pointed at on the plan or gone to in the list: marked in both. */
  highlighted: string | null;
  onHighlight: (stand: string | null) => void;
  /** Undefined while stands cannot be chosen (read-only plan). */
  onChoose?: (stand: string) => void;
  busy: boolean;
}

/**
 * The hall's stands as a list beside the plan and in step with it, usable alone (a phone, a screen reader): each stand
 * named in full ("Stand B12, Halle 7, 48,00 m², Eckstand, frei, 5.472,00 €"); the arrow keys go through it, Enter
 * chooses. One focus stop (a listbox with its active option), so a Tab passes the list as a whole. Searchable by
 * number or stand type, and narrowed to the free stands on request.
 */
export function PlanStandList({ id, hall, stateOf, selected, highlighted, onHighlight, onChoose, busy }: PlanStandListProps) {
  const { t } = useTranslation();
  const { event } = useWizard();
  const lang = langOf(useLocale());
  const [search, setSearch] = useState('');
  const [onlyFree, setOnlyFree] = useState(false);

  const rows = useMemo(() => {
    const words = { stand: (number: string) => t('configurator.plan.stand', { stand: number }), state: (state: StandSaleState) => t(`configurator.plan.states.${state}`) };
    return byNumber(hall.stands).map((stand) => {
      const state = stateOf(stand);
      return { stand, state, name: standAccessibleName({ stand, hall: hall.name, state, currency: event.currency }, words, lang) };
    });
  }, [hall, stateOf, event.currency, lang, t]);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => rows.filter((row) => (!onlyFree || isChoosable(row.state)) && (needle === '' || row.name.toLowerCase().includes(needle))), [rows, onlyFree, needle]);
  const choose = (number: string) => {
    const row = rows.find((candidate) => candidate.stand.number === number);
    if (onChoose && row && isChoosable(row.state)) onChoose(row.stand.number);
  };
  const keys = useMemo(() => shown.map((row) => row.stand.number), [shown]);
  const { listRef, activeIndex, goTo, chooseOption, onKeyDown } = useStandListbox({ keys, keyAttribute: 'data-stand', inView: highlighted, onHighlight, onChoose: choose });

  return (
    <div className={classes.list}>
      <TextInput
        label={t('configurator.plan.search')}
        placeholder={t('configurator.plan.searchHint')}
        value={search}
        onChange={(changeEvent) => setSearch(changeEvent.currentTarget.value)}
      />
      <Checkbox label={t('configurator.plan.onlyFree')} checked={onlyFree} onChange={(changeEvent) => setOnlyFree(changeEvent.currentTarget.checked)} />
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {t(onChoose ? 'configurator.plan.listHint' : 'configurator.plan.listHintReadOnly')}
      </Text>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        className={`${listbox.options} ${classes.options}`}
        aria-label={t('configurator.plan.list', { hall: hall.name })}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeIndex >= 0 ? `${id}-${activeIndex}` : undefined}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        onFocus={() => activeIndex < 0 && goTo(Math.max(0, shown.findIndex((row) => row.stand.number === (selected ?? highlighted))))}
        onPointerLeave={() => onHighlight(null)}
      >
        {shown.map((row, index) => (
          <PlanStandOption
            key={row.stand.number}
            id={`${id}-${index}`}
            stand={row.stand}
            state={row.state}
            name={row.name}
            lang={lang}
            currency={event.currency}
            selected={row.stand.number === selected}
            active={index === activeIndex}
            highlighted={row.stand.number === highlighted}
            onPoint={onHighlight}
            onChoose={chooseOption}
          />
        ))}
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('configurator.plan.none')}
          </Text>
        )}
      </div>
    </div>
  );
}
