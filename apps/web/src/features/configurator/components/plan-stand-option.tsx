import { amountToCents, formatMoney, formatNumber, type Lang } from '@messeportal/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_COLOURS, isChoosable, kindName, type PlanStandSale, type StandSaleState } from '../model/plan-stands.ts';
import classes from './stand-plan.module.css';
import listbox from '../../../ui/hall-plan/stand-listbox.module.css';

interface PlanStandOptionProps {
  id: string;
  stand: PlanStandSale;
  state: StandSaleState;
  /** The stand named in full, as a screen reader says it. */
  name: string;
  lang: Lang;
  currency: string;
  selected: boolean;
  active: boolean;
  highlighted: boolean;
  onPoint: (stand: string | null) => void;
  onChoose: (stand: string) => void;
}

/**
 * One stand of the list: its number, type (with the type's colour), area, and its price or, when it cannot be chosen,
 * its state in words. Drawn anew only when its own props change: a list of 2,000 stands stays quick to go through.
 */
export const PlanStandOption = memo(function PlanStandOption({ id, stand, state, name, lang, currency, selected, active, highlighted, onPoint, onChoose }: PlanStandOptionProps) {
  const { t } = useTranslation();
  const choosable = isChoosable(state);
  const price = choosable && stand.net !== null ? formatMoney(amountToCents(stand.net), lang, currency) : null;
  return (
    // The listbox takes the keys (aria-activedescendant): an option is pointed at and clicked, never focused.
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={!choosable || undefined}
      aria-label={name}
      className={`${listbox.option} ${classes.option}`}
      data-stand={stand.number}
      data-state={state}
      data-active={active || undefined}
      data-highlighted={highlighted || undefined}
      onClick={() => onChoose(stand.number)}
      onPointerEnter={() => onPoint(stand.number)}
    >
      <span className={classes.optionNumber}>{state === 'mine' ? `✓ ${stand.number}` : stand.number}</span>
      <span className={classes.optionKind}>
        <span className={classes.kindDot} style={{ background: choosable ? KIND_COLOURS[stand.kind] : undefined }} aria-hidden="true" />
        {kindName(stand.kind, lang)}
      </span>
      <span className={classes.optionArea}>{formatNumber(stand.areaM2, lang)} m²</span>
      <span className={classes.optionState}>{price ?? t(`configurator.plan.states.${state}`)}</span>
      {state === 'mine' && <span className={classes.optionMine}>{t('configurator.plan.states.mine')}</span>}
    </div>
  );
});
