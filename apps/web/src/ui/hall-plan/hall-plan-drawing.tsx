import type { HallGeometry, PlanStand, Point } from '@messeportal/domain';
import { ActionIcon } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiTexts } from '../i18n/ui-texts.ts';
import classes from './hall-plan-drawing.module.css';
import { HatchPatterns, PlanOverlay, PlanUnderlay } from './plan-layers.tsx';
import { StandsLayer } from './plan-stands.tsx';
import { usePanZoom } from './use-pan-zoom.ts';
import { fittedViewBox, MAX_SCALE, transformOf, viewBoxAttribute } from './view-box.ts';

/** A place to point at on the plan, such as a problem's: a numbered dot that the list beside it names too. */
export interface PlanMarker {
  at: Point;
  label: string;
  tone: 'danger' | 'warning';
}

export interface HallPlanDrawingProps {
  geometry: HallGeometry;
  /** The stands to draw, when not the geometry's own (an event's stands for sale). */
  stands?: readonly PlanStand[];
  /** The chosen stand's number: drawn with a thick outline. */
  selected?: string | null;
  /** The stand pointed at, here or in the list beside: drawn with an outline. */
  highlighted?: string | null;
  /** A click on a stand; without it the stands are not clickable. */
  onSelect?: (stand: string) => void;
  /** The pointer enters (the number) or leaves (null) a stand. */
  onHighlight?: (stand: string | null) => void;
  colourOf?: (stand: PlanStand) => string | undefined;
  labelOf?: (stand: PlanStand) => string;
  markers?: readonly PlanMarker[];
  /** What the drawing shows, for screen readers ("Hallenplan Halle 7, 48 Stände"); the list beside it holds the stands. */
  label: string;
}

/**
 * A hall plan drawn as SVG, for every screen that shows one (the back office's plans, the configurator, the desk, the
 * public plan): the hall with its holes, aisles and keep-clear zones hatched, fixed elements named, columns dark,
 * technical points as symbols, the stands with their numbers, and markers. Zoomed with the wheel or the buttons and
 * panned by dragging, all in one `<g transform>`; "fit" shows the whole hall again. To screen readers it is one
 * image with its name: the list of stands beside it is the way to them.
 */
export function HallPlanDrawing({ geometry, stands = geometry.stands, selected, highlighted, onSelect, onHighlight, colourOf, labelOf, markers = [], label }: HallPlanDrawingProps) {
  useUiTexts();
  const { t } = useTranslation();
  const box = useMemo(() => fittedViewBox(geometry.outline, stands.map((stand) => stand.ring)), [geometry.outline, stands]);
  const unit = Math.max(box.width, box.height) / 200;
  const id = useId().replace(/[^\w-]/g, '');
  const hatch = useMemo(() => ({ aisle: `${id}-aisle`, keepClear: `${id}-keep-clear` }), [id]);
  const fixtureNames = useMemo(
    () => ({
      entrance: t('ui.hallPlan.fixtures.entrance'),
      emergency_exit: t('ui.hallPlan.fixtures.emergency_exit'),
      stage: t('ui.hallPlan.fixtures.stage'),
      catering: t('ui.hallPlan.fixtures.catering'),
    }),
    [t],
  );
  const overlay = useMemo(() => <PlanOverlay geometry={geometry} unit={unit} />, [geometry, unit]);
  const { svgRef, stageRef, view, wasDrag, handlers, zoomIn, zoomOut, fit } = usePanZoom(box);
  const choose = useMemo(() => onSelect && ((stand: string) => !wasDrag() && onSelect(stand)), [onSelect, wasDrag]);
  // Markers keep their size on screen, 11 pixels, however wide the drawing and however far it is zoomed.
  const { ref: frameRef, width } = useElementSize();
  const pixelsPerUnit = (width || 600) / box.width;
  const markerRadius = 11 / (pixelsPerUnit * view.scale);

  return (
    <div ref={frameRef} className={classes.frame}>
      <ActionIcon.Group className={classes.controls}>
        <ActionIcon variant="default" onClick={zoomIn} disabled={view.scale >= MAX_SCALE} aria-label={t('ui.hallPlan.zoomIn')}>
          <IconPlus size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" onClick={zoomOut} disabled={view.scale <= 1} aria-label={t('ui.hallPlan.zoomOut')}>
          <IconMinus size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" onClick={fit} disabled={view.scale <= 1} aria-label={t('ui.hallPlan.fit')}>
          <IconArrowsMaximize size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
      </ActionIcon.Group>
      <div ref={stageRef} className={classes.stage}>
        <svg
          ref={svgRef}
          className={classes.svg}
          viewBox={viewBoxAttribute(box)}
          style={{ aspectRatio: `${box.width} / ${box.height}` }}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={label}
          data-zoomed={view.scale > 1 || undefined}
          {...handlers}
        >
          <HatchPatterns unit={unit} hatch={hatch} />
          <g transform={transformOf(view)}>
            <PlanUnderlay geometry={geometry} unit={unit} hatch={hatch} fixtureNames={fixtureNames} />
            <StandsLayer
              stands={stands}
              selected={selected}
              highlighted={highlighted}
              colourOf={colourOf}
              labelOf={labelOf}
              onChoose={choose}
              onHighlight={onHighlight}
              overlay={overlay}
            />
            {markers.map((marker, index) => (
              <MarkerPin key={index} marker={marker} radius={markerRadius} shift={samePlaceBefore(markers, index)} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  );
}

/** How many markers before this one point at the same place: their pins go side by side. */
const samePlaceBefore = (markers: readonly PlanMarker[], index: number) =>
  markers.slice(0, index).filter((other) => other.at[0] === markers[index]!.at[0] && other.at[1] === markers[index]!.at[1]).length;

/** A numbered pin beside the place it marks, with a line to it: the stand's number at that place stays readable. */
function MarkerPin({ marker, radius, shift }: { marker: PlanMarker; radius: number; shift: number }) {
  const [x, y] = marker.at;
  const cx = x + radius * (1.8 + 2.2 * shift);
  const cy = y - radius * 1.8;
  return (
    <g>
      <line x1={x} y1={y} x2={cx} y2={cy} className={classes.markerStem} />
      <circle cx={cx} cy={cy} r={radius} className={classes.marker} data-tone={marker.tone} />
      <text x={cx} y={cy} fontSize={radius * 1.2} textAnchor="middle" dominantBaseline="central" className={classes.markerText}>
        {marker.label}
      </text>
    </g>
  );
}
