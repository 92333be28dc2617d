import { PUBLIC_STATES, type PublicState } from '../model/public-stands.ts';
import { STATE_LOOKS, type Hatch } from '../model/state-looks.ts';
import classes from './public-plan.module.css';

/** The ids of the states' patterns on one page: the plan's and, at a swatch's size, the legend's. */
export type PatternIds = Record<PublicState, string>;

export const patternIds = (prefix: string): PatternIds =>
  Object.fromEntries(PUBLIC_STATES.map((state) => [state, `${prefix}-${state}`])) as PatternIds;

/** A state's fill: a colour where it has no hatch, else its pattern. */
export const stateFill = (state: PublicState, ids: PatternIds) => (STATE_LOOKS[state].hatch === 'none' ? STATE_LOOKS[state].fill : `url(#${ids[state]})`);

function Marks({ hatch, tile, ink }: { hatch: Hatch; tile: number; ink: string }) {
  const line = tile * 0.12;
  const slash = <line x1={0} y1={tile} x2={tile} y2={0} stroke={ink} strokeWidth={line} />;
  switch (hatch) {
    case 'none':
      return null;
    case 'dots':
      return <circle cx={tile / 2} cy={tile / 2} r={tile * 0.18} fill={ink} />;
    case 'diagonal':
      return slash;
    case 'cross':
      return (
        <>
          {slash}
          <line x1={0} y1={0} x2={tile} y2={tile} stroke={ink} strokeWidth={line} />
        </>
      );
  }
}

function Patterns({ ids, tile }: { ids: PatternIds; tile: number }) {
  return PUBLIC_STATES.map((state) => (
    <pattern key={state} id={ids[state]} patternUnits="userSpaceOnUse" width={tile} height={tile}>
      <rect width={tile} height={tile} fill={STATE_LOOKS[state].fill} />
      <Marks hatch={STATE_LOOKS[state].hatch} tile={tile} ink={STATE_LOOKS[state].ink} />
    </pattern>
  ));
}

/**
 * The patterns the plan's stands and the legend's swatches fill with, in an SVG of no size beside the drawing (the
 * shared drawing takes a fill per stand, and a fill may name a pattern of the page). On the plan a tile is a 120th of
 * the hall's longer side, in its centimetres.
 */
export function StatePatterns({ plan, swatch, outline }: { plan: PatternIds; swatch: PatternIds; outline: readonly (readonly [number, number])[] }) {
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const tile = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 120;
  return (
    <svg className={classes.patterns} aria-hidden="true" focusable="false">
      <defs>
        <Patterns ids={plan} tile={tile} />
        <Patterns ids={swatch} tile={6} />
      </defs>
    </svg>
  );
}

/** A state's swatch as the legend and the list show it. */
export function StateSwatch({ state, ids }: { state: PublicState; ids: PatternIds }) {
  return (
    <svg width="22" height="16" aria-hidden="true" focusable="false" className={classes.swatch}>
      <rect x="1" y="1" width="20" height="14" fill={stateFill(state, ids)} className={classes.swatchEdge} />
    </svg>
  );
}
