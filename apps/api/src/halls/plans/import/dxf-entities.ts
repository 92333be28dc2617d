import DxfParser, { type IEntity, type ILwpolylineEntity, type IMtextEntity, type IPoint, type IPolylineEntity, type ITextEntity } from 'dxf-parser';
import { parserInput, type DxfGroup } from './dxf-groups.ts';
import type { XY } from './ring-geometry.ts';

/** A polyline or text of a DXF's model space, in the drawing's units with its y axis up. */
export type DxfItem =
  | { kind: 'polyline'; layer: string; points: XY[]; closed: boolean; curveAt: XY | null }
  | { kind: 'text'; layer: string; at: XY; text: string };

/**
 * The polylines and texts of the file's model space, read by dxf-parser from what `parserInput` lets through;
 * null when dxf-parser finds the file broken. Polygon meshes and polyface meshes are 3D bodies, not outlines.
 */
export function dxfItems(groups: readonly DxfGroup[]): DxfItem[] | null {
  let entities: IEntity[];
  try {
    entities = new DxfParser().parseSync(parserInput(groups))?.entities ?? [];
  } catch {
    return null;
  }
  return entities.flatMap((entity): DxfItem[] => {
    if (entity.inPaperSpace) return [];
    const layer = entity.layer ?? '0';
    switch (entity.type) {
      case 'LWPOLYLINE': {
        const { vertices, shape } = entity as ILwpolylineEntity;
        return [polyline(layer, vertices, shape === true, false)];
      }
      case 'POLYLINE': {
        const line = entity as IPolylineEntity;
        if (line.is3dPolygonMesh || line.isPolyfaceMesh) return [];
        const vertices = line.vertices.filter((vertex) => !vertex.splineControlPoint);
        return [polyline(layer, vertices, line.shape === true, line.includesCurveFitVertices || line.includesSplineFitVertices)];
      }
      case 'TEXT': {
        const text = entity as ITextEntity;
        // An aligned text's place is its alignment point; the first point is then only where its baseline starts.
        const aligned = (text.halign || text.valign) && text.endPoint ? text.endPoint : text.startPoint;
        return typeof text.text === 'string' && isPoint(aligned) ? [{ kind: 'text', layer, at: [aligned.x, aligned.y], text: plainDxfText(text.text) }] : [];
      }
      case 'MTEXT': {
        const text = entity as IMtextEntity;
        return typeof text.text === 'string' && isPoint(text.position) ? [{ kind: 'text', layer, at: [text.position.x, text.position.y], text: plainDxfText(text.text) }] : [];
      }
      default:
        return [];
    }
  });
}

const isPoint = <T extends IPoint>(point: T | undefined): point is T => point !== undefined && Number.isFinite(point.x) && Number.isFinite(point.y);

/** A polyline of the vertices that have both coordinates; a curve where a vertex bulges (an arc to the next one). */
function polyline(layer: string, vertices: readonly (IPoint & { bulge?: number })[], closed: boolean, fitted: boolean): DxfItem {
  const usable = vertices.filter(isPoint);
  const points = usable.map((vertex): XY => [vertex.x, vertex.y]);
  // An open polyline's last vertex has no segment after it for its bulge to bend.
  const bulging = usable.findIndex((vertex, i) => (closed || i < usable.length - 1) && typeof vertex.bulge === 'number' && vertex.bulge !== 0);
  const curveAt = fitted && points.length > 0 ? points[0]! : bulging >= 0 ? points[bulging]! : null;
  return { kind: 'polyline', layer, points, closed, curveAt };
}

/**
 * A TEXT's or MTEXT's text without its formatting: MTEXT's codes (`\P` paragraph, `{\fArial|b1;…}` font,
 * `\A1;` alignment, `\S1^2;` stacking and the rest), `\U+00E4` characters, TEXT's `%%` codes (`%%c` Ø, `%%d` °,
 * `%%p` ±, `%%u` underline).
 */
export function plainDxfText(raw: string): string {
  const codes = /\\U\+([0-9a-fA-F]{4})|\\S([^;]*);|\\[ACcFfHhQTWp][^;]*;|\\[LlOoKkNX]|\\P|\\~|\\(.)|[{}]|%%(\d{3}|.)/g;
  return raw.replace(codes, (match, unicode?: string, stacked?: string, escaped?: string, percent?: string) => {
    if (unicode) return String.fromCodePoint(Number.parseInt(unicode, 16));
    if (stacked !== undefined) return stacked.replace(/[\^#]/, '/');
    if (escaped !== undefined) return escaped;
    if (percent !== undefined) return PERCENT_CODES[percent.toLowerCase()] ?? (/^\d{3}$/.test(percent) ? String.fromCharCode(Number(percent)) : '');
    return match === '\\P' || match === '\\~' ? ' ' : '';
  });
}

const PERCENT_CODES: Record<string, string> = { c: 'Ø', d: '°', p: '±', '%': '%' };
