import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FIT, middleOf, panBy, ZOOM_STEP, zoomAt, type PlanView, type ViewBox } from '../../../ui/hall-plan/view-box.ts';

/** Pixels of a wheel's delta per zoom step, as on the other plans (ui/hall-plan/use-pan-zoom.ts). */
const WHEEL_PX_PER_STEP = 240;

interface Pan {
  pointerId: number;
  startX: number;
  startY: number;
  from: PlanView;
}

/**
 * Zoom and pan of the editor's drawing, on the shared view-box rules (ui/hall-plan/view-box.ts): the wheel zooms
 * about the pointer (turned down at the whole hall it scrolls the page, as elsewhere), the buttons and keys about the
 * middle, and a drag with the pan tool or the middle button moves the view. The other tools keep the left button for
 * drawing and choosing, which is why the plans' own pan-and-zoom hook does not fit here.
 */
export function useEditorView(box: ViewBox, svgRef: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState<PlanView>(FIT);
  const viewRef = useRef(view);
  const pan = useRef<Pan | null>(null);
  useEffect(() => {
    viewRef.current = view;
  });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      if (pixels === 0 || (pixels > 0 && viewRef.current.scale <= 1)) return;
      const matrix = svg.getScreenCTM();
      if (!matrix) return;
      event.preventDefault();
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      setView((current) => zoomAt(current, [point.x, point.y], ZOOM_STEP ** (-pixels / WHEEL_PX_PER_STEP), box));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [box, svgRef]);

  const startPan = useCallback((pointerId: number, clientX: number, clientY: number) => {
    pan.current = { pointerId, startX: clientX, startY: clientY, from: viewRef.current };
  }, []);
  /** Whether the pointer pans (then the move is taken). */
  const movePan = useCallback(
    (pointerId: number, clientX: number, clientY: number): boolean => {
      const current = pan.current;
      const matrix = svgRef.current?.getScreenCTM();
      if (!current || current.pointerId !== pointerId) return false;
      if (matrix) setView(panBy(current.from, (clientX - current.startX) / matrix.a, (clientY - current.startY) / matrix.d, box));
      return true;
    },
    [box, svgRef],
  );
  const endPan = useCallback((pointerId: number) => {
    if (pan.current?.pointerId !== pointerId) return false;
    pan.current = null;
    return true;
  }, []);

  const zoomBy = useCallback((factor: number) => setView((current) => zoomAt(current, middleOf(box), factor, box)), [box]);
  return {
    view,
    startPan,
    movePan,
    endPan,
    zoomIn: useCallback(() => zoomBy(ZOOM_STEP), [zoomBy]),
    zoomOut: useCallback(() => zoomBy(1 / ZOOM_STEP), [zoomBy]),
    fit: useCallback(() => setView(FIT), []),
  };
}

export type EditorView = ReturnType<typeof useEditorView>;
