import { STAND_STATES, type StandState } from '@messeportal/domain';
import { useTranslation } from 'react-i18next';
import classes from './event-plan.module.css';
import { STATE_FILL } from './state-colours.ts';

/** The states' colours with how many of the hall's stands are in each. */
export function StateLegend({ counts }: { counts: Record<StandState, number> }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.legend} aria-label={t('backoffice.deskPlan.legend')}>
      {STAND_STATES.map((state) => (
        <li key={state} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: STATE_FILL[state] }} aria-hidden />
          {t('backoffice.deskPlan.stateCount', { state: t(`backoffice.deskPlan.states.${state}`), count: counts[state] })}
        </li>
      ))}
    </ul>
  );
}
