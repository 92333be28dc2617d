import type { PlanStand } from '@messeportal/domain';
import { memo, useMemo, type ReactNode } from 'react';
import classes from './hall-plan-drawing.module.css';
import { labelPlace } from '@messeportal/domain';
import { ringPoints } from './svg-path.ts';

export interface StandsLayerProps {
  stands: readonly PlanStand[];
  selected?: string | null;
  highlighted?: string | null;
  /** A stand's fill (a sales state's, a stand type's colour); the default is the brand's lightest. */
  colourOf?: (stand: PlanStand) => string | undefined;
  /** The text written in a stand; its number by default. */
  labelOf?: (stand: PlanStand) => string;
  /** Clicked, or null to leave it unclickable. */
  onChoose?: (stand: string) => void;
  onHighlight?: (stand: string | null) => void;
  /** Drawn over the stands and under their numbers (columns, technical points): a number stays readable. */
  overlay?: ReactNode;
}

interface ShapeProps {
  stand: PlanStand;
  fill: string | undefined;
  selected: boolean;
  highlighted: boolean;
  onChoose?: (stand: string) => void;
  onHighlight?: (stand: string | null) => void;
}

/**
 * One stand; drawn anew only when its own state changes, so that hovering one of 2,000 redraws one or two. Pointing at
 * stands while a button is held (a drag panning the plan) marks nothing: the page need not draw anew under the drag.
 */
const StandShape = memo(function StandShape({ stand, fill, selected, highlighted, onChoose, onHighlight }: ShapeProps) {
  return (
    <polygon
      points={ringPoints(stand.ring)}
      className={classes.stand}
      style={fill ? { fill } : undefined}
      data-selected={selected || undefined}
      data-highlighted={highlighted || undefined}
      data-clickable={onChoose ? true : undefined}
      data-stand={stand.number}
      onClick={onChoose && (() => onChoose(stand.number))}
      onPointerEnter={onHighlight && ((event) => event.buttons === 0 && onHighlight(stand.number))}
      onPointerLeave={onHighlight && ((event) => event.buttons === 0 && onHighlight(null))}
    />
  );
});

/**
 * The stands with their numbers written inside, each as large as the stand allows; the chosen and the pointed-at
 * stand drawn once more on top with a thick outline, so that colour is never the only sign of either. Drawn anew only
 * when its own props change: panning and zooming leave it alone.
 */
export const StandsLayer = memo(function StandsLayer({ stands, selected, highlighted, colourOf, labelOf, onChoose, onHighlight, overlay }: StandsLayerProps) {
  const labels = useMemo(
    () =>
      stands.map((stand) => {
        const text = labelOf ? labelOf(stand) : stand.number;
        return { text, ...labelPlace(stand.ring, text) };
      }),
    [stands, labelOf],
  );
  const outlined = (number: string | null | undefined) => (number ? stands.find((stand) => stand.number === number) : undefined);
  const selectedStand = outlined(selected);
  const highlightedStand = outlined(highlighted);
  return (
    <g>
      {/* By place, not number: a drawing being imported may hold a number twice. */}
      {stands.map((stand, index) => (
        <StandShape
          key={index}
          stand={stand}
          fill={colourOf?.(stand)}
          selected={stand.number === selected}
          highlighted={stand.number === highlighted}
          onChoose={onChoose}
          onHighlight={onHighlight}
        />
      ))}
      {overlay}
      {labels.map((label, index) =>
        label.size > 0 ? (
          <text key={index} x={label.x} y={label.y} fontSize={label.size} textAnchor="middle" dominantBaseline="central" className={classes.standNumber}>
            {label.text}
          </text>
        ) : null,
      )}
      {highlightedStand && highlightedStand !== selectedStand && <polygon points={ringPoints(highlightedStand.ring)} className={classes.highlightOutline} />}
      {selectedStand && <polygon points={ringPoints(selectedStand.ring)} className={classes.selectedOutline} />}
    </g>
  );
});
