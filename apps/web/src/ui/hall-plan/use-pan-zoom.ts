import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { FIT, gestureTransform, middleOf, panBy, viewBoxAttribute, ZOOM_STEP, zoomAt, type PlanView, type ViewBox } from './view-box.ts';

/** A press that moves less than this many pixels is a click (it selects a stand), not a drag. */
const DRAG_PX = 4;
/** Pixels of a wheel's delta per zoom step: a mouse's notch (about 100) zooms by a little over a fifth. */
const WHEEL_PX_PER_STEP = 240;
/** A wheel at rest this long ends its gesture: the plan is drawn anew at the view it reached. */
const WHEEL_SETTLE_MS = 150;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  from: PlanView;
  moving: boolean;
}

/**
 * A pan or zoom under way: where the plan stood when it began (`base`, the svg's screen matrix then, which the live
 * view is reckoned in) and where it is now (`live`). Until it ends, the drawn plan is only moved and scaled as a whole
 * by the compositor (a CSS transform of the box around the svg), not drawn anew: a hall of 2,000 stands follows the mouse frame by
 * frame. When it ends, the view is taken and the plan drawn once, sharp.
 */
interface Gesture {
  base: DOMMatrix;
  /** Where the view box's origin lay then, in pixels from the svg's top left corner. */
  origin: [number, number];
  live: PlanView;
}

/**
 * Zoom with the wheel and the buttons, pan by dragging: a `PlanView` for the drawing's one `<g transform>`,
 * started anew (the whole hall) whenever the view box changes. At the whole hall a wheel turned down and a finger's
 * drag scroll the page, as everywhere else: the plan only takes them once zoomed in.
 */
export function usePanZoom(box: ViewBox) {
  const svgRef = useRef<SVGSVGElement>(null);
  /** The box around the svg that a gesture moves and scales (an HTML element's transform, which the compositor alone applies). */
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<PlanView>(FIT);
  const [shownBox, setShownBox] = useState(() => viewBoxAttribute(box));
  const viewRef = useRef(view);
  const drag = useRef<Drag | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Whether the last press was a drag: its click selects nothing. */
  const dragged = useRef(false);

  const boxKey = viewBoxAttribute(box);
  if (shownBox !== boxKey) {
    setShownBox(boxKey);
    setView(FIT);
  }
  useEffect(() => {
    viewRef.current = view;
  });
  /** The compositor's stand-in goes: the plan is drawn at the view itself. */
  const dropStandIn = () => {
    const stage = stageRef.current;
    if (stage && !gesture.current) {
      stage.style.transform = '';
      stage.style.willChange = '';
    }
  };
  // Drawn at the view a gesture reached: the stand-in goes in the same frame.
  useLayoutEffect(dropStandIn, [view]);
  useEffect(() => () => clearTimeout(settle.current), []);

  /** The view now: a gesture's while one is under way. */
  const current = () => gesture.current?.live ?? viewRef.current;
  const begin = (): Gesture | null => {
    const stage = stageRef.current;
    const base = svgRef.current?.getScreenCTM();
    if (!stage || !base) return null;
    if (!gesture.current) {
      const corner = stage.getBoundingClientRect();
      gesture.current = { base, origin: [base.e - corner.left, base.f - corner.top], live: viewRef.current };
    }
    stage.style.willChange = 'transform';
    return gesture.current;
  };
  const follow = (next: PlanView) => {
    const stage = stageRef.current;
    const under = gesture.current;
    if (!stage || !under) return;
    under.live = next;
    stage.style.transform = gestureTransform(viewRef.current, next, under.base.a, under.origin);
  };
  const end = () => {
    clearTimeout(settle.current);
    const done = gesture.current;
    gesture.current = null;
    if (done && done.live !== viewRef.current) setView(done.live);
    else dropStandIn();
  };
  const pointAt = (matrix: DOMMatrix, clientX: number, clientY: number): [number, number] => {
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      if (pixels === 0 || (pixels > 0 && current().scale <= 1)) return;
      const under = begin();
      if (!under) return;
      event.preventDefault();
      const factor = ZOOM_STEP ** (-pixels / WHEEL_PX_PER_STEP);
      follow(zoomAt(under.live, pointAt(under.base, event.clientX, event.clientY), factor, box));
      clearTimeout(settle.current);
      settle.current = setTimeout(() => !drag.current && end(), WHEEL_SETTLE_MS);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
    // The gesture's helpers read refs only; the box is what the listener depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    dragged.current = false;
    if (event.button !== 0 || current().scale <= 1) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: current(), moving: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const pressed = drag.current;
    if (!pressed || pressed.pointerId !== event.pointerId) return;
    const dx = event.clientX - pressed.startX;
    const dy = event.clientY - pressed.startY;
    if (!pressed.moving) {
      if (Math.hypot(dx, dy) < DRAG_PX) return;
      // Captured only once it is a drag: a click keeps its target, the stand under it.
      pressed.moving = true;
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    const under = begin();
    if (under) follow(panBy(pressed.from, dx / under.base.a, dy / under.base.d, box));
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
    end();
  };

  const wasDrag = useCallback(() => dragged.current, []);
  const jump = (next: (view: PlanView) => PlanView) => {
    const from = current();
    gesture.current = null;
    clearTimeout(settle.current);
    dropStandIn();
    setView(next(from));
  };
  const zoomBy = (factor: number) => jump((from) => zoomAt(from, middleOf(box), factor, box));
  return {
    svgRef,
    stageRef,
    view,
    /** The last press dragged the plan: its click is no choice. */
    wasDrag,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    fit: () => jump(() => FIT),
  };
}
