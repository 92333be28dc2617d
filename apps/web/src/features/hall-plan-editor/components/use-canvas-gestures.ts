import { boundingBox, boxRing, NO_ITEMS, snapCm, type Box, type HallGeometry, type PlanItems } from '@messeportal/domain';
import { useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { drawColumn, drawStand, moveChosen, placePoint, resizeChosen, type Command } from '../model/commands.ts';
import type { EditorTool, ToolOptions } from '../model/tools.ts';
import { HANDLES, resizedBox, type Handle } from '../model/resize-handles.ts';
import { boxBetween, isChosen, itemAt, itemsInBox, joined, only, toggled } from '../model/selection.ts';
import type { EditorView } from './use-editor-view.ts';

/** A press that moves less than this many pixels is a click, not a drag. */
const DRAG_PX = 4;
/** A click this close (pixels) to a polygon's first corner closes it. */
const CLOSE_PX = 10;

type Point = [number, number];

/** What the drawing shows of a gesture under way. */
export type GesturePreview =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'resize'; box: Box }
  | { kind: 'box'; box: Box }
  | { kind: 'rectangle'; box: Box }
  | { kind: 'polygon'; corners: Point[]; hover: Point | null };

type Gesture =
  | { kind: 'move'; pointerId: number; start: Point; client: Point; moving: boolean; items: PlanItems; dx: number; dy: number }
  | { kind: 'resize'; pointerId: number; number: string; handle: Handle; from: Box; box: Box }
  | { kind: 'box'; pointerId: number; start: Point; end: Point; client: Point; moving: boolean; additive: boolean }
  | { kind: 'rectangle'; pointerId: number; start: Point; end: Point; client: Point; moving: boolean; column: boolean };

interface GestureInput {
  hall: HallGeometry;
  selection: PlanItems;
  tool: EditorTool;
  gridCm: number;
  options: ToolOptions;
  /** The drawing's transformed group: its screen matrix turns a pointer's place into the plan's centimetres. */
  planRef: RefObject<SVGGElement | null>;
  view: EditorView;
  onApply: (command: Command) => void;
  onSelect: (items: PlanItems) => void;
  /** While set, a click picks a place (to the centimetre, off the grid) instead of what the tool does: the background's scale. */
  onPick?: (point: [number, number]) => void;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const isHandle = (value: string | undefined): value is Handle => (HANDLES as readonly string[]).includes(value ?? '');

/**
 * What the pointer does on the drawing with each tool: choose (click, shift-click, a box dragged on free space), move
 * the chosen items (drag) and resize a single chosen stand (its handles); draw a rectangle stand or column (drag; a
 * click sets a column of the chosen size), a polygon stand (click corner by corner, closed on its first corner, by a
 * double click or by `finishPolygon`), a technical point (click); pan (the pan tool or the middle button). Every
 * place snaps to the grid; a move snaps by whole grid steps, so that aligned stands stay aligned.
 */
export function useCanvasGestures({ hall, selection, tool, gridCm, options, planRef, view, onApply, onSelect, onPick }: GestureInput) {
  const gesture = useRef<Gesture | null>(null);
  const [preview, setPreview] = useState<GesturePreview | null>(null);
  const [corners, setCorners] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);

  const matrix = () => planRef.current?.getScreenCTM() ?? null;
  const planPoint = (event: PointerEvent | MouseEvent): Point | null => {
    const screen = matrix();
    if (!screen) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(screen.inverse());
    return [point.x, point.y];
  };
  const snapped = ([x, y]: Point): Point => [snapCm(x, gridCm), snapCm(y, gridCm)];
  const minSize = Math.max(gridCm, 10);

  const finishPolygon = () => {
    if (corners.length >= 3) onApply(drawStand(hall, corners));
    setCorners([]);
    setHover(null);
  };
  const cancelGesture = () => {
    gesture.current = null;
    setPreview(null);
  };
  const cancel = () => {
    cancelGesture();
    setCorners([]);
    setHover(null);
  };
  const removeLastCorner = () => setCorners((current) => current.slice(0, -1));

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button === 1 || (event.button === 0 && tool === 'pan')) {
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      view.startPan(event.pointerId, event.clientX, event.clientY);
      return;
    }
    const raw = event.button === 0 ? planPoint(event) : null;
    if (!raw) return;
    if (onPick) {
      onPick([Math.round(raw[0]), Math.round(raw[1])]);
      return;
    }
    const at = snapped(raw);
    const client: Point = [event.clientX, event.clientY];
    const capture = () => event.currentTarget.setPointerCapture(event.pointerId);
    if (tool === 'select') {
      const handle = (event.target as Element).getAttribute?.('data-handle') ?? undefined;
      const stand = selection.stands.length === 1 ? hall.stands.find((candidate) => candidate.number === selection.stands[0]) : undefined;
      if (isHandle(handle) && stand) {
        const from = boundingBox(stand.ring);
        gesture.current = { kind: 'resize', pointerId: event.pointerId, number: stand.number, handle, from, box: from };
        capture();
        return;
      }
      const item = itemAt(event.target);
      const additive = event.shiftKey || event.ctrlKey || event.metaKey;
      if (item && additive) {
        onSelect(toggled(selection, item));
        return;
      }
      if (item) {
        const items = isChosen(selection, item) ? selection : only(item);
        if (items !== selection) onSelect(items);
        gesture.current = { kind: 'move', pointerId: event.pointerId, start: raw, client, moving: false, items, dx: 0, dy: 0 };
      } else {
        gesture.current = { kind: 'box', pointerId: event.pointerId, start: raw, end: raw, client, moving: false, additive };
      }
      capture();
    } else if (tool === 'rectangle' || tool === 'column') {
      gesture.current = { kind: 'rectangle', pointerId: event.pointerId, start: at, end: at, client, moving: false, column: tool === 'column' };
      capture();
    } else if (tool === 'polygon') {
      const screen = matrix();
      const closes = corners.length >= 3 && screen !== null && distance(corners[0]!, at) * screen.a <= CLOSE_PX;
      if (closes) finishPolygon();
      else setCorners((current) => [...current, at]);
    } else if (tool === 'point') {
      onApply(placePoint(hall, { kind: options.pointKind, capacity: options.pointCapacity, at }));
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (view.movePan(event.pointerId, event.clientX, event.clientY)) return;
    const raw = planPoint(event);
    if (!raw) return;
    if (tool === 'polygon' && corners.length > 0) setHover(snapped(raw));
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const far = 'client' in current && distance(current.client, [event.clientX, event.clientY]) >= DRAG_PX;
    if (current.kind === 'move') {
      current.moving ||= far;
      if (!current.moving) return;
      [current.dx, current.dy] = [snapCm(raw[0] - current.start[0], gridCm), snapCm(raw[1] - current.start[1], gridCm)];
      setPreview({ kind: 'move', dx: current.dx, dy: current.dy });
    } else if (current.kind === 'resize') {
      current.box = resizedBox(current.from, current.handle, snapped(raw), minSize);
      setPreview({ kind: 'resize', box: current.box });
    } else if (current.kind === 'box') {
      current.moving ||= far;
      current.end = raw;
      if (current.moving) setPreview({ kind: 'box', box: boxBetween(current.start, raw) });
    } else {
      current.moving ||= far;
      current.end = snapped(raw);
      if (current.moving) setPreview({ kind: 'rectangle', box: boxBetween(current.start, current.end) });
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (view.endPan(event.pointerId)) return;
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    setPreview(null);
    if (current.kind === 'move') {
      if (current.moving && (current.dx !== 0 || current.dy !== 0)) onApply(moveChosen(hall, current.items, current.dx, current.dy));
    } else if (current.kind === 'resize') {
      const { box, from } = current;
      if (box.minX !== from.minX || box.minY !== from.minY || box.maxX !== from.maxX || box.maxY !== from.maxY) onApply(resizeChosen(hall, current.number, box));
    } else if (current.kind === 'box') {
      const found = current.moving ? itemsInBox(hall, boxBetween(current.start, current.end)) : NO_ITEMS;
      onSelect(current.additive ? joined(selection, found) : found);
    } else {
      const box = boxBetween(current.start, current.end);
      if (box.maxX > box.minX && box.maxY > box.minY) onApply(current.column ? drawColumn(hall, boxRing(box)) : drawStand(hall, boxRing(box)));
      else if (current.column) {
        // A click sets a column of the chosen size around the place.
        const half = options.columnSizeCm / 2;
        const [x, y] = current.start;
        onApply(drawColumn(hall, boxRing({ minX: x - half, minY: y - half, maxX: x + half, maxY: y + half })));
      }
    }
  };

  const onDoubleClick = () => {
    if (tool === 'polygon') finishPolygon();
  };

  const polygonPreview: GesturePreview | null = corners.length > 0 ? { kind: 'polygon', corners, hover } : null;
  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancelGesture, onDoubleClick },
    preview: preview ?? polygonPreview,
    drawing: corners.length > 0,
    finishPolygon,
    removeLastCorner,
    cancel,
  };
}
