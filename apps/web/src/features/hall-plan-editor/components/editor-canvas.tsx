import type { HallGeometry, PlanItems } from '@messeportal/domain';
import { ActionIcon } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowsMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import { useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { HatchPatterns, PlanUnderlay } from '../../../ui/hall-plan/plan-layers.tsx';
import { MAX_SCALE, transformOf, viewBoxAttribute, type ViewBox } from '../../../ui/hall-plan/view-box.ts';
import type { Background } from '../model/background.ts';
import type { EditorTool } from '../model/tools.ts';
import { ChosenOutlines, GestureGhost, GridLines, PickMark, ProblemPins, type ProblemPin } from './canvas-overlay.tsx';
import classes from './editor-canvas.module.css';
import { ColumnsAndPoints, StandNumbers, StandShapes } from './plan-shapes.tsx';
import type { useCanvasGestures } from './use-canvas-gestures.ts';
import type { EditorView } from './use-editor-view.ts';

interface EditorCanvasProps {
  hall: HallGeometry;
  selection: PlanItems;
  highlighted: string | null;
  tool: EditorTool;
  gridCm: number;
  /** The part of the plan the drawing shows unzoomed. */
  box: ViewBox;
  view: EditorView;
  svgRef: RefObject<SVGSVGElement | null>;
  planRef: RefObject<SVGGElement | null>;
  gestures: ReturnType<typeof useCanvasGestures>;
  pins: readonly ProblemPin[];
  /** The drawing's accessible name. */
  label: string;
  /** Says what the tool in hand does (the id of that text). */
  describedBy: string;
  /** A picture under the plan to trace from, and places picked on it for its scale. */
  background: Background | null;
  picks: readonly [number, number][] | null;
}

/**
 * The plan as the editor draws it: the grid, the hall with what lies under the stands (shared with every plan), the
 * stands, columns and technical points, what is chosen with its handles, a gesture under way and the problems'
 * pins; zoom buttons above. Focusable, so that the keyboard's shortcuts act on the drawing.
 */
export function EditorCanvas({ hall, selection, highlighted, tool, gridCm, box, view, svgRef, planRef, gestures, pins, label, describedBy, background, picks }: EditorCanvasProps) {
  const { t } = useTranslation();
  const id = useId().replace(/[^\w-]/g, '');
  const { ref: sizeRef, width, height } = useElementSize();
  // Centimetres per screen pixel at the zoom shown: handles, pins and grid lines keep their size on screen.
  const pixelsPerCm = Math.min((width || 800) / box.width, (height || 600) / box.height) * view.view.scale;
  const px = 1 / pixelsPerCm;
  const unit = Math.max(box.width, box.height) / 200;
  const hatch = useMemo(() => ({ aisle: `${id}-aisle`, keepClear: `${id}-keep-clear` }), [id]);
  const fixtureNames = useMemo(
    () => ({ entrance: t('ui.hallPlan.fixtures.entrance'), emergency_exit: t('ui.hallPlan.fixtures.emergency_exit'), stage: t('ui.hallPlan.fixtures.stage'), catering: t('ui.hallPlan.fixtures.catering') }),
    [t],
  );
  const chosen = useMemo(() => new Set(selection.stands), [selection.stands]);

  return (
    <div className={classes.frame}>
      <ActionIcon.Group className={classes.controls}>
        <ActionIcon variant="default" onClick={view.zoomIn} disabled={view.view.scale >= MAX_SCALE} aria-label={t('ui.hallPlan.zoomIn')}>
          <IconPlus size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" onClick={view.zoomOut} disabled={view.view.scale <= 1} aria-label={t('ui.hallPlan.zoomOut')}>
          <IconMinus size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" onClick={view.fit} disabled={view.view.scale <= 1} aria-label={t('ui.hallPlan.fit')}>
          <IconArrowsMaximize size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
      </ActionIcon.Group>
      <div ref={sizeRef}>
        <svg
          ref={svgRef}
          className={classes.svg}
          viewBox={viewBoxAttribute(box)}
          style={{ aspectRatio: `${box.width} / ${box.height}` }}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          tabIndex={0}
          data-tool={picks ? 'pick' : tool}
          {...gestures.handlers}
        >
          <HatchPatterns unit={unit} hatch={hatch} />
          <g ref={planRef} transform={transformOf(view.view)}>
            <PlanUnderlay geometry={hall} unit={unit} hatch={hatch} fixtureNames={fixtureNames} />
            {background && (
              <image
                href={background.url}
                x={background.x}
                y={background.y}
                width={background.widthPx * background.cmPerPx}
                height={background.heightPx * background.cmPerPx}
                opacity={background.opacity}
                preserveAspectRatio="none"
                className={classes.background}
              />
            )}
            <GridLines id={`${id}-grid`} gridCm={gridCm} box={box} px={px} />
            <StandShapes stands={hall.stands} chosen={chosen} highlighted={highlighted} />
            <ColumnsAndPoints columns={hall.columns} points={hall.technicalPoints} pointSize={7 * px} />
            <StandNumbers stands={hall.stands} />
            <ProblemPins pins={pins} px={px} />
            <ChosenOutlines hall={hall} chosen={selection} highlighted={highlighted} handles={tool === 'select'} px={px} />
            {gestures.preview && <GestureGhost hall={hall} chosen={selection} preview={gestures.preview} px={px} />}
            {picks?.map(([x, y], index) => <PickMark key={index} x={x} y={y} px={px} />)}
          </g>
        </svg>
      </div>
    </div>
  );
}
