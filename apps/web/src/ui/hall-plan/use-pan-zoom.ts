import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { FIT, middleOf, panBy, viewBoxAttribute, ZOOM_STEP, zoomAt, type PlanView, type ViewBox } from './view-box.ts';

/** A press that moves less than this many pixels is a click (it selects a stand), not a drag. */
const DRAG_PX = 4;
/** Pixels of a wheel's delta per zoom step: a mouse's notch (about 100) zooms by a little over a fifth. */
const WHEEL_PX_PER_STEP = 240;

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  from: PlanView;
  moving: boolean;
}

/**
 * Zoom with the wheel and the buttons, pan by dragging: a `PlanView` for the drawing's one `<g transform>`,
 * started anew (the whole hall) whenever the view box changes. At the whole hall a wheel turned down and a finger's
 * drag scroll the page, as everywhere else: the plan only takes them once zoomed in.
 */
export function usePanZoom(box: ViewBox) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<PlanView>(FIT);
  const [shownBox, setShownBox] = useState(() => viewBoxAttribute(box));
  const viewRef = useRef(view);
  const drag = useRef<Drag | null>(null);
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

  /** Screen pixels per view-box unit, and the view-box point under a screen point. */
  const screen = () => svgRef.current?.getScreenCTM() ?? null;
  const pointAt = (matrix: DOMMatrix, clientX: number, clientY: number): [number, number] => {
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      if (pixels === 0 || (pixels > 0 && viewRef.current.scale <= 1)) return;
      const matrix = svg.getScreenCTM();
      if (!matrix) return;
      event.preventDefault();
      const factor = ZOOM_STEP ** (-pixels / WHEEL_PX_PER_STEP);
      setView((current) => zoomAt(current, pointAt(matrix, event.clientX, event.clientY), factor, box));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [box]);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    dragged.current = false;
    if (event.button !== 0 || viewRef.current.scale <= 1) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: viewRef.current, moving: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    const matrix = screen();
    if (!current || current.pointerId !== event.pointerId || !matrix) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moving) {
      if (Math.hypot(dx, dy) < DRAG_PX) return;
      // Captured only once it is a drag: a click keeps its target, the stand under it.
      current.moving = true;
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setView(panBy(current.from, dx / matrix.a, dy / matrix.d, box));
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
  };

  const wasDrag = useCallback(() => dragged.current, []);
  const zoomBy = (factor: number) => setView((current) => zoomAt(current, middleOf(box), factor, box));
  return {
    svgRef,
    view,
    /** The last press dragged the plan: its click is no choice. */
    wasDrag,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    fit: () => setView(FIT),
  };
}
