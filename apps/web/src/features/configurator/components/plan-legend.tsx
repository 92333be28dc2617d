import type { HallGeometry, Lang } from '@messeportal/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_COLOURS, STAND_KINDS, kindName, type PatternIds, type StandKind } from '../model/plan-stands.ts';
import classes from './stand-plan.module.css';

/** The ids of the plan's patterns and of the legend's (the same patterns at the size of a swatch). */
export function usePatternIds(): PatternIds {
  const id = useId().replace(/[^\w-]/g, '');
  return useMemo(() => ({ taken: `${id}-taken`, notForSale: `${id}-not-for-sale` }), [id]);
}

const swatchIds = (ids: PatternIds): PatternIds => ({ taken: `${ids.taken}-swatch`, notForSale: `${ids.notForSale}-swatch` });

/** Hatched (taken) and dotted (not for sale), in grey: a stand that cannot be chosen is told by its pattern, not by colour alone. */
function Patterns({ ids, tile }: { ids: PatternIds; tile: number }) {
  return (
    <>
      <pattern id={ids.taken} patternUnits="userSpaceOnUse" width={tile} height={tile} patternTransform="rotate(45)">
        <rect width={tile} height={tile} className={classes.takenGround} />
        <line x1={0} y1={0} x2={0} y2={tile} className={classes.takenLine} strokeWidth={tile * 0.35} />
      </pattern>
      <pattern id={ids.notForSale} patternUnits="userSpaceOnUse" width={tile} height={tile}>
        <rect width={tile} height={tile} className={classes.notForSaleGround} />
        <circle cx={tile / 2} cy={tile / 2} r={tile * 0.16} className={classes.notForSaleDot} />
      </pattern>
    </>
  );
}

/**
 * The patterns the plan's stands and the legend's swatches fill with, in an SVG of no size beside the drawing (the
 * shared drawing takes a fill per stand, and a fill may name a pattern of the page). On the plan a tile is a 120th of
 * the hall's longer side, in its centimetres.
 */
export function PlanPatterns({ ids, geometry }: { ids: PatternIds; geometry: HallGeometry }) {
  const xs = geometry.outline.map(([x]) => x);
  const ys = geometry.outline.map(([, y]) => y);
  const tile = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 120;
  return (
    <svg className={classes.patterns} aria-hidden="true" focusable="false">
      <defs>
        <Patterns ids={ids} tile={tile} />
        <Patterns ids={swatchIds(ids)} tile={6} />
      </defs>
    </svg>
  );
}

function Swatch({ fill, outlined = false }: { fill: string; outlined?: boolean }) {
  return (
    <svg width="22" height="16" aria-hidden="true" focusable="false" className={classes.swatch}>
      <rect x="1" y="1" width="20" height="14" style={{ fill }} className={outlined ? classes.swatchMine : classes.swatchStand} />
    </svg>
  );
}

/** What the colours, patterns and the thick outline mean, for the stand types the hall has. */
export function PlanLegend({ kinds, lang, ids }: { kinds: readonly StandKind[]; lang: Lang; ids: PatternIds }) {
  const { t } = useTranslation();
  const present = STAND_KINDS.filter((kind) => kinds.includes(kind));
  const swatches = swatchIds(ids);
  return (
    <ul className={classes.legend} aria-label={t('configurator.plan.legend.title')}>
      {present.map((kind) => (
        <li key={kind}>
          <Swatch fill={KIND_COLOURS[kind]} />
          {kindName(kind, lang)}
        </li>
      ))}
      <li>
        <Swatch fill={KIND_COLOURS[present[0] ?? 'inline']} outlined />
        {t('configurator.plan.legend.mine')}
      </li>
      <li>
        <Swatch fill={`url(#${swatches.taken})`} />
        {t('configurator.plan.legend.taken')}
      </li>
      <li>
        <Swatch fill={`url(#${swatches.notForSale})`} />
        {t('configurator.plan.legend.notForSale')}
      </li>
    </ul>
  );
}
