import svgpath from 'svgpath';
import { roleOfName, type PlanRole } from './plan-roles.ts';
import type { XY } from './ring-geometry.ts';
import { textOf, type SvgElement } from './svg-document.ts';

/** One ring of an SVG shape (a path's subpath, a rect, a polygon) in the root's user units, transforms applied. */
export interface SvgShape {
  points: XY[];
  /** Closed by its kind (rect, polygon) or by Z; else it counts as closed only when it ends where it starts. */
  closed: boolean;
  /** Where its first curve segment starts: then it is no outline the import can take. */
  curveAt: XY | null;
  /** The role of the nearest group that names one; null outside such groups. */
  role: PlanRole | null;
}

/** A text at its anchor (its x and y, not where it is drawn from by text-anchor), in the root's user units. */
export interface SvgText {
  at: XY;
  text: string;
}

/** Containers the walk enters; definitions, masks, symbols, metadata and foreign elements draw nothing of the plan. */
const CONTAINERS = new Set(['svg', 'g', 'a', 'switch']);
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;

/**
 * The shapes and texts of an SVG plan in document order, each in the root's user units: the `transform` of every
 * ancestor group and of the element itself applied, and the `x`/`y` of nested `svg` elements. Hidden elements
 * (`display: none`, a hidden Inkscape layer) are left out.
 */
export function svgShapes(root: SvgElement): { shapes: SvgShape[]; texts: SvgText[] } {
  const shapes: SvgShape[] = [];
  const texts: SvgText[] = [];
  const walk = (element: SvgElement, outerTransform: string, outerRole: PlanRole | null, isRoot: boolean) => {
    if (hidden(element)) return;
    const { attributes } = element;
    const offset = element.name === 'svg' && !isRoot ? `translate(${length(attributes.x)} ${length(attributes.y)})` : '';
    const transform = [outerTransform, offset, attributes.transform ?? ''].join(' ').trim();
    if (CONTAINERS.has(element.name)) {
      const role = (element.name === 'g' && (roleOfName(attributes['data-role']) ?? roleOfName(attributes['inkscape:label']) ?? roleOfName(attributes.id))) || outerRole;
      for (const child of element.children) if (typeof child !== 'string') walk(child, transform, role, false);
    } else if (element.name === 'text') {
      const text = textOf(element);
      if (text.trim() !== '') texts.push({ at: transformed(anchorOf(element), transform), text });
    } else {
      const d = pathData(element);
      if (d !== null) shapes.push(...subpaths(d, transform).map((shape) => ({ ...shape, role: outerRole })));
    }
  };
  walk(root, '', null, true);
  return { shapes, texts };
}

function hidden(element: SvgElement): boolean {
  const { display, style } = element.attributes;
  return display?.trim() === 'none' || /(?:^|;)\s*display\s*:\s*none\b/.test(style ?? '');
}

const length = (value: string | undefined): number => Number.parseFloat(value ?? '') || 0;
const numbers = (value: string | undefined): number[] => (value?.match(NUMBER) ?? []).map(Number);

/** A shape element as path data: rect, polygon, polyline, path; null for other elements. */
function pathData(element: SvgElement): string | null {
  const { attributes } = element;
  switch (element.name) {
    case 'rect': {
      const [x, y, width, height] = [length(attributes.x), length(attributes.y), length(attributes.width), length(attributes.height)];
      return width > 0 && height > 0 ? `M${x} ${y}H${x + width}V${y + height}H${x}Z` : null;
    }
    case 'polygon':
    case 'polyline': {
      const values = numbers(attributes.points);
      const corners = Array.from({ length: Math.floor(values.length / 2) }, (_, i) => `${values[2 * i]} ${values[2 * i + 1]}`);
      return corners.length === 0 ? null : `M${corners.join('L')}${element.name === 'polygon' ? 'Z' : ''}`;
    }
    case 'path':
      return attributes.d ?? null;
    default:
      return null;
  }
}

/** The anchor of a text: its own x and y, else those of its first tspan that has them. */
function anchorOf(text: SvgElement): XY {
  const own = [numbers(text.attributes.x)[0], numbers(text.attributes.y)[0]];
  if (own[0] !== undefined || own[1] !== undefined) return [own[0] ?? 0, own[1] ?? 0];
  const span = text.children.find((child): child is SvgElement => typeof child !== 'string' && (child.attributes.x ?? child.attributes.y) !== undefined);
  return span ? anchorOf(span) : [0, 0];
}

function transformed(point: XY, transform: string): XY {
  let result: XY = point;
  svgpath(`M${point[0]} ${point[1]}`)
    .transform(transform)
    .iterate((segment) => {
      if (segment[0] === 'M') result = [segment[1], segment[2]];
    });
  return result;
}

/**
 * The path's subpaths with the transform applied, made absolute. Only straight segments make a ring: the first
 * curve (C, S, Q, T, A) of a subpath marks it. Path data with an error is read up to the error, as SVG draws it.
 */
function subpaths(d: string, transform: string): Omit<SvgShape, 'role'>[] {
  const found: Omit<SvgShape, 'role'>[] = [];
  let current: Omit<SvgShape, 'role'> | null = null;
  const start = (at: XY) => {
    current = { points: [at], closed: false, curveAt: null };
    found.push(current);
    return current;
  };
  svgpath(d)
    .transform(transform)
    .abs()
    .iterate((segment, _index, x, y) => {
      const command = segment[0];
      if (command === 'M') return void start([segment[1], segment[2]]);
      // A segment after Z without a new M starts a subpath where the closed one started.
      const shape: Omit<SvgShape, 'role'> = current === null || current.closed ? start([x, y]) : current;
      if (command === 'Z' || command === 'z') {
        shape.closed = true;
        return;
      }
      if (command === 'L') shape.points.push([segment[1], segment[2]]);
      else if (command === 'H') shape.points.push([segment[1], y]);
      else if (command === 'V') shape.points.push([x, segment[1]]);
      else shape.curveAt ??= [x, y];
    });
  return found;
}
