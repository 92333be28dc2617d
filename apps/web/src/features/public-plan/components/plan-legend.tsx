import { useTranslation } from 'react-i18next';
import { PUBLIC_STATES } from '../model/public-stands.ts';
import { StateSwatch, type PatternIds } from './state-patterns.tsx';
import classes from './public-plan.module.css';

/** What the fills and hatches and the thick outline mean, with how many of the hall's stands are in each state. */
export function PlanLegend({ swatches, counts }: { swatches: PatternIds; counts: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.legend} aria-label={t('publicPlan.legend.title')}>
      {PUBLIC_STATES.map((state) => (
        <li key={state}>
          <StateSwatch state={state} ids={swatches} />
          {t(`publicPlan.legend.${state}`, { count: counts[state] ?? 0 })}
        </li>
      ))}
      <li>
        <svg width="22" height="16" aria-hidden="true" focusable="false" className={classes.swatch}>
          <rect x="2" y="2" width="18" height="12" className={classes.swatchSelected} />
        </svg>
        {t('publicPlan.legend.selected')}
      </li>
    </ul>
  );
}
