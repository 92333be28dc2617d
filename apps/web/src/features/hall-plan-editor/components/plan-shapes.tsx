import { labelPlace, type PlanStand, type Ring, type TechnicalPoint } from '@messeportal/domain';
import { memo, useMemo } from 'react';
import { ringPoints } from '../../../ui/hall-plan/svg-path.ts';
import classes from './editor-canvas.module.css';

/**
 * The editable shapes of the plan, each a component of its own that draws anew only when it changes: an edit of one
 * stand of 2,000, or choosing it, redraws that one. Each carries what it is (`data-stand`, `data-column`,
 * `data-point`) for the pointer to find.
 */

const StandShape = memo(function StandShape({ stand, chosen, highlighted }: { stand: PlanStand; chosen: boolean; highlighted: boolean }) {
  return <polygon points={ringPoints(stand.ring)} className={classes.stand} data-stand={stand.number} data-selected={chosen || undefined} data-highlighted={highlighted || undefined} />;
});

const StandNumber = memo(function StandNumber({ stand }: { stand: PlanStand }) {
  const place = useMemo(() => labelPlace(stand.ring, stand.number), [stand]);
  if (place.size <= 0) return null;
  return (
    <text x={place.x} y={place.y} fontSize={place.size} textAnchor="middle" dominantBaseline="central" className={classes.standNumber}>
      {stand.number}
    </text>
  );
});

export const StandShapes = memo(function StandShapes({ stands, chosen, highlighted }: { stands: readonly PlanStand[]; chosen: ReadonlySet<string>; highlighted: string | null }) {
  return (
    <g>
      {/* By place, not number: an imported plan may hold a number twice. */}
      {stands.map((stand, index) => (
        <StandShape key={index} stand={stand} chosen={chosen.has(stand.number)} highlighted={stand.number === highlighted} />
      ))}
    </g>
  );
});

/** The numbers, drawn over the columns and points so that they stay readable. */
export const StandNumbers = memo(function StandNumbers({ stands }: { stands: readonly PlanStand[] }) {
  return (
    <g>
      {stands.map((stand, index) => (
        <StandNumber key={index} stand={stand} />
      ))}
    </g>
  );
});

/** Power a diamond, water a circle, compressed air a triangle: told apart by shape as much as by colour. */
export function PointSymbol({ point, size, index, className = classes.point }: { point: Pick<TechnicalPoint, 'kind' | 'at'>; size: number; index?: number; className?: string }) {
  const [x, y] = point.at;
  const data = { 'data-point': index, 'data-kind': point.kind, className };
  if (point.kind === 'water') return <circle cx={x} cy={y} r={size} {...data} />;
  if (point.kind === 'power') return <polygon points={`${x},${y - size} ${x + size},${y} ${x},${y + size} ${x - size},${y}`} {...data} />;
  return <polygon points={`${x},${y - size} ${x + size},${y + size * 0.8} ${x - size},${y + size * 0.8}`} {...data} />;
}

export const ColumnsAndPoints = memo(function ColumnsAndPoints({ columns, points, pointSize }: { columns: readonly Ring[]; points: readonly TechnicalPoint[]; pointSize: number }) {
  return (
    <g>
      {columns.map((ring, index) => (
        <polygon key={index} points={ringPoints(ring)} className={classes.column} data-column={index} />
      ))}
      {points.map((point, index) => (
        <PointSymbol key={index} point={point} size={pointSize} index={index} />
      ))}
    </g>
  );
});
