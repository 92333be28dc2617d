import { boundingBox, boxRing, type Box, type HallGeometry, type PlanItems } from '@messeportal/domain';
import type { ViewBox } from '../../../ui/hall-plan/view-box.ts';
import { ringPoints } from '../../../ui/hall-plan/svg-path.ts';
import { HANDLES, handlePoint } from '../model/resize-handles.ts';
import type { GesturePreview } from './use-canvas-gestures.ts';
import classes from './editor-canvas.module.css';
import { PointSymbol } from './plan-shapes.tsx';

/** Sizes that stay the same on screen, in the plan's centimetres at the zoom shown. */
export interface ScreenSizes {
  /** Centimetres per screen pixel. */
  px: number;
}

/** The grid the drawing snaps to, drawn with lines no closer than 8 pixels (a coarser multiple when zoomed out). */
export function GridLines({ id, gridCm, box, px }: { id: string; gridCm: number; box: ViewBox; px: number }) {
  if (!(gridCm > 0)) return null;
  let step = gridCm;
  for (const factor of [2, 2.5, 2, 2, 2.5, 2]) if (step / px < 8) step *= factor;
  if (step / px < 8) return null;
  return (
    <>
      <defs>
        <pattern id={id} patternUnits="userSpaceOnUse" x={0} y={0} width={step} height={step}>
          <path d={`M${step} 0L0 0L0 ${step}`} className={classes.gridLine} strokeWidth={px} style={{ vectorEffect: 'none' }} />
        </pattern>
      </defs>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={`url(#${id})`} pointerEvents="none" />
    </>
  );
}

/** The thick outline of each chosen item, and the resize handles of a single chosen stand. */
export function ChosenOutlines({ hall, chosen, highlighted, handles, px }: { hall: HallGeometry; chosen: PlanItems; highlighted: string | null; handles: boolean; px: number }) {
  const numbers = new Set(chosen.stands);
  const stands = hall.stands.filter((stand) => numbers.has(stand.number));
  const lit = highlighted === null || numbers.has(highlighted) ? undefined : hall.stands.find((stand) => stand.number === highlighted);
  const single = handles && stands.length === 1 && chosen.columns.length === 0 && chosen.technicalPoints.length === 0 ? boundingBox(stands[0]!.ring) : null;
  const size = 10 * px;
  return (
    <g>
      {lit && <polygon points={ringPoints(lit.ring)} className={classes.highlightOutline} />}
      {stands.map((stand) => (
        <polygon key={stand.number} points={ringPoints(stand.ring)} className={classes.chosenOutline} />
      ))}
      {chosen.columns.map((index) => hall.columns[index] && <polygon key={`c${index}`} points={ringPoints(hall.columns[index])} className={classes.chosenOutline} />)}
      {chosen.technicalPoints.map((index) => {
        const point = hall.technicalPoints[index];
        return point && <circle key={`p${index}`} cx={point.at[0]} cy={point.at[1]} r={12 * px} className={classes.chosenOutline} />;
      })}
      {single &&
        HANDLES.map((handle) => {
          const [x, y] = handlePoint(single, handle);
          return <rect key={handle} x={x - size / 2} y={y - size / 2} width={size} height={size} className={classes.handle} data-handle={handle} />;
        })}
    </g>
  );
}

/** What a gesture under way would do: the chosen items moved, a stand resized, a box, a rectangle or polygon drawn. */
export function GestureGhost({ hall, chosen, preview, px }: { hall: HallGeometry; chosen: PlanItems; preview: GesturePreview; px: number }) {
  const rect = (box: Box) => <polygon points={ringPoints(boxRing(box))} className={classes.ghost} />;
  if (preview.kind === 'move') {
    const numbers = new Set(chosen.stands);
    return (
      <g transform={`translate(${preview.dx} ${preview.dy})`}>
        {hall.stands.filter((stand) => numbers.has(stand.number)).map((stand) => <polygon key={stand.number} points={ringPoints(stand.ring)} className={classes.ghost} />)}
        {chosen.columns.map((index) => hall.columns[index] && <polygon key={`c${index}`} points={ringPoints(hall.columns[index])} className={classes.ghost} />)}
        {chosen.technicalPoints.map((index) => hall.technicalPoints[index] && <PointSymbol key={`p${index}`} point={hall.technicalPoints[index]} size={7 * px} className={classes.ghost} />)}
      </g>
    );
  }
  if (preview.kind === 'resize' || preview.kind === 'rectangle') return rect(preview.box);
  if (preview.kind === 'box') return <polygon points={ringPoints(boxRing(preview.box))} className={classes.selectionBox} />;
  const corners = preview.hover ? [...preview.corners, preview.hover] : preview.corners;
  return (
    <g>
      {corners.length > 1 && <polyline points={corners.map(([x, y]) => `${x},${y}`).join(' ')} className={classes.ghost} style={{ fill: 'none' }} />}
      {preview.corners.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r={(index === 0 ? 6 : 4) * px} className={classes.corner} />
      ))}
    </g>
  );
}

export interface ProblemPin {
  at: readonly [number, number];
  label: string;
  tone: 'danger' | 'warning';
}

/** A numbered pin beside each problem's place, the number its entry in the list of problems has too. */
export function ProblemPins({ pins, px }: { pins: readonly ProblemPin[]; px: number }) {
  const radius = 10 * px;
  return (
    <g>
      {pins.map((pin, index) => {
        const [x, y] = pin.at;
        const [cx, cy] = [x + radius * 1.8, y - radius * 1.8];
        return (
          <g key={index}>
            <line x1={x} y1={y} x2={cx} y2={cy} className={classes.pinStem} />
            <circle cx={cx} cy={cy} r={radius} className={classes.pin} data-tone={pin.tone} />
            <text x={cx} y={cy} fontSize={radius * 1.2} textAnchor="middle" dominantBaseline="central" className={classes.pinText}>
              {pin.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A place picked for the background's scale: a cross with a ring, the same size on screen at every zoom. */
export function PickMark({ x, y, px }: { x: number; y: number; px: number }) {
  const size = 9 * px;
  return (
    <g className={classes.pick}>
      <circle cx={x} cy={y} r={size * 0.6} />
      <line x1={x - size} y1={y} x2={x + size} y2={y} />
      <line x1={x} y1={y - size} x2={x} y2={y + size} />
    </g>
  );
}
