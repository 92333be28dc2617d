import type { FixtureKind, HallGeometry, TechnicalPoint } from '@messeportal/domain';
import { memo } from 'react';
import classes from './hall-plan-drawing.module.css';
import { labelPlace } from '@messeportal/domain';
import { ringPath, ringPoints, ringsPath } from './svg-path.ts';

interface LayerProps {
  geometry: HallGeometry;
  /** A small length for symbols and hatching, in centimetres: a 200th of the plan's longer side. */
  unit: number;
  /** The ids of the hatch patterns (`HatchPatterns`). */
  hatch: { aisle: string; keepClear: string };
  /** A fixture without a label of its own is named by its kind. */
  fixtureNames: Record<FixtureKind, string>;
}

/** The hatching of aisles and keep-clear zones: one diagonal line per tile. */
export function HatchPatterns({ unit, hatch }: Pick<LayerProps, 'unit' | 'hatch'>) {
  const tile = unit * 2;
  return (
    <defs>
      {(['aisle', 'keepClear'] as const).map((kind) => (
        <pattern key={kind} id={hatch[kind]} patternUnits="userSpaceOnUse" width={tile} height={tile} patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={tile} className={kind === 'aisle' ? classes.hatchAisle : classes.hatchKeepClear} strokeWidth={1.5} />
        </pattern>
      ))}
    </defs>
  );
}

/** What lies under the stands: the hall with its holes, sectors, aisles, keep-clear zones and fixed elements. */
export const PlanUnderlay = memo(function PlanUnderlay({ geometry, hatch, fixtureNames }: LayerProps) {
  return (
    <g>
      <path d={ringsPath([geometry.outline, ...geometry.holes])} fillRule="evenodd" className={classes.outline} />
      {geometry.sectors.map((sector, index) => (
        <path key={index} d={ringPath(sector.ring)} className={classes.sector} />
      ))}
      {geometry.aisles.map((ring, index) => (
        <path key={index} d={ringPath(ring)} fill={`url(#${hatch.aisle})`} className={classes.aisle} />
      ))}
      {geometry.keepClear.map((ring, index) => (
        <path key={index} d={ringPath(ring)} fill={`url(#${hatch.keepClear})`} className={classes.keepClear} />
      ))}
      {geometry.fixtures.map((fixture, index) => {
        const text = fixture.label || fixtureNames[fixture.kind];
        const place = labelPlace(fixture.ring, text);
        return (
          <g key={index}>
            <polygon points={ringPoints(fixture.ring)} className={classes.fixture} data-kind={fixture.kind} />
            {place.size > 0 && (
              <text x={place.x} y={place.y} fontSize={place.size} textAnchor="middle" dominantBaseline="central" className={classes.fixtureText}>
                {text}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});

/** What lies over the stands: the columns (a stand is built around them) and the technical points. */
export const PlanOverlay = memo(function PlanOverlay({ geometry, unit }: Pick<LayerProps, 'geometry' | 'unit'>) {
  return (
    <g>
      {geometry.columns.map((ring, index) => (
        <polygon key={index} points={ringPoints(ring)} className={classes.column} />
      ))}
      {geometry.technicalPoints.map((point, index) => (
        <TechnicalSymbol key={index} point={point} size={unit * 1.2} />
      ))}
    </g>
  );
});

/** Power a diamond, water a circle, compressed air a triangle: told apart by shape as much as by colour. */
function TechnicalSymbol({ point, size }: { point: TechnicalPoint; size: number }) {
  const [x, y] = point.at;
  if (point.kind === 'water') return <circle cx={x} cy={y} r={size} className={classes.water} />;
  if (point.kind === 'power') return <polygon points={`${x},${y - size} ${x + size},${y} ${x},${y + size} ${x - size},${y}`} className={classes.power} />;
  return <polygon points={`${x},${y - size} ${x + size},${y + size * 0.8} ${x - size},${y + size * 0.8}`} className={classes.air} />;
}
