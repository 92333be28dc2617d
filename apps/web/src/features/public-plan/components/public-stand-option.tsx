import type { Lang } from '@messeportal/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../i18n/format.ts';
import { areaOf, kindName, priceOf, type PublicStand } from '../model/public-stands.ts';
import { StateSwatch, type PatternIds } from './state-patterns.tsx';
import classes from './public-plan.module.css';
import listbox from '../../../ui/hall-plan/stand-listbox.module.css';

interface PublicStandOptionProps {
  id: string;
  stand: PublicStand;
  /** The stand named in full, as a screen reader says it. */
  name: string;
  /** The place (`hallId/number`) the option stands for. */
  place: string;
  /** Say the hall too: the list shows the stands of several halls (a search). */
  withHall: boolean;
  lang: Lang;
  format: Formatters;
  currency: string;
  swatches: PatternIds;
  selected: boolean;
  active: boolean;
  highlighted: boolean;
  onPoint: (place: string | null) => void;
  onChoose: (place: string) => void;
}

/**
 * One stand of the list: its number, its exhibitor (or its state in words, beside the state's swatch), its area, and
 * the exhibitor's brands or, on a free stand, its type and price. Drawn anew only when its own props change.
 */
export const PublicStandOption = memo(function PublicStandOption(props: PublicStandOptionProps) {
  const { id, stand, name, place, withHall, lang, format, currency, swatches, selected, active, highlighted, onPoint, onChoose } = props;
  const { t } = useTranslation();
  const price = priceOf(stand, format, currency);
  const detail = stand.exhibitor ? stand.exhibitor.brands.join(', ') : [kindName(stand.sale.kind, lang), price].filter(Boolean).join(' · ');
  return (
    // The listbox takes the keys (aria-activedescendant): an option is pointed at and clicked, never focused.
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={name}
      className={`${listbox.option} ${classes.option}`}
      data-place={place}
      data-state={stand.state}
      data-active={active || undefined}
      data-highlighted={highlighted || undefined}
      onClick={() => onChoose(place)}
      onPointerEnter={() => onPoint(place)}
    >
      <span className={classes.optionNumber}>{stand.sale.number}</span>
      <span className={classes.optionMain}>
        <StateSwatch state={stand.state} ids={swatches} />
        <span className={classes.optionWho}>{stand.exhibitor?.company ?? t(`publicPlan.states.${stand.state}`)}</span>
      </span>
      <span className={classes.optionArea}>{areaOf(stand, format)}</span>
      <span className={classes.optionDetail}>{[withHall ? stand.hall : '', detail].filter(Boolean).join(' · ')}</span>
    </div>
  );
});
