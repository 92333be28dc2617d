import { HALL_PLAN_FILE_MAX_BYTES, hallGeometrySchema } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { binaryDxf, gridHallDxf, htmlWithSvg, pngFile, smallHallDxf, smallHallSvg, textNamedDxf } from '../../../../test/hall-plan-files.ts';
import { readPlanFile } from './read-plan-file.ts';

describe('a hall plan file', () => {
  it('is told SVG or DXF by its content, whatever the user claims', () => {
    expect(readPlanFile(Buffer.from(smallHallSvg()), { claimed: 'dxf' }).format).toBe('svg');
    expect(readPlanFile(Buffer.from(smallHallDxf()), { claimed: 'svg' }).format).toBe('dxf');
  });

  it('is SVG with a document type declaration and a prefixed root element too', () => {
    const svg =
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<s:svg xmlns:s="http://www.w3.org/2000/svg" width="10m" height="10m" viewBox="0 0 1000 1000">' +
      '<s:g id="Halle"><s:rect x="0" y="0" width="1000" height="1000"/></s:g>' +
      '<s:g id="Stände"><s:rect x="100" y="100" width="300" height="400"/><s:text x="250" y="300">A&amp;1</s:text></s:g></s:svg>';

    const plan = readPlanFile(Buffer.from(svg), { claimed: 'svg' });

    expect(plan.problems).toEqual([]);
    expect(plan.geometry!.stands).toEqual([
      {
        number: 'A&1',
        ring: [
          [100, 100],
          [400, 100],
          [400, 500],
          [100, 500],
        ],
      },
    ]);
  });

  it('claimed as SVG but a PNG or an HTML page is refused as not SVG', () => {
    for (const bytes of [pngFile(), Buffer.from(htmlWithSvg()), Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')]) {
      expect(readPlanFile(bytes, { claimed: 'svg' })).toEqual({ format: 'svg', geometry: null, problems: [{ code: 'planFileNotSvg', stands: [], at: null }] });
    }
  });

  it('claimed as DXF but text, a binary DXF or an SVG of another namespace is refused as not DXF', () => {
    const foreign = smallHallSvg().replace('xmlns="http://www.w3.org/2000/svg"', 'xmlns="urn:example:drawing"');
    for (const bytes of [Buffer.from(textNamedDxf()), binaryDxf(), Buffer.from(foreign), Buffer.alloc(0)]) {
      expect(readPlanFile(bytes, { claimed: 'dxf' })).toEqual({ format: 'dxf', geometry: null, problems: [{ code: 'planFileNotDxf', stands: [], at: null }] });
    }
  });

  it('over the size limit is not read at all', () => {
    const bytes = Buffer.alloc(HALL_PLAN_FILE_MAX_BYTES + 1, ' ');

    expect(readPlanFile(bytes, { claimed: 'dxf' })).toEqual({ format: 'dxf', geometry: null, problems: [{ code: 'planFileTooLarge', stands: [], at: null, params: { maxMb: 20 } }] });
  });

  it('gives a plan the domain’s schema accepts', () => {
    expect(hallGeometrySchema.safeParse(readPlanFile(Buffer.from(smallHallSvg()), { claimed: 'svg' }).geometry).success).toBe(true);
    expect(hallGeometrySchema.safeParse(readPlanFile(Buffer.from(smallHallDxf()), { claimed: 'dxf' }).geometry).success).toBe(true);
  });

  it('of 2,000 stands as DXF is read, its time printed', () => {
    const bytes = Buffer.from(gridHallDxf(2000));

    const started = performance.now();
    const plan = readPlanFile(bytes, { claimed: 'dxf', outlineLayer: 'HALLE' });
    const json = JSON.stringify(plan);
    const elapsed = performance.now() - started;

    console.log(`2,000-stand DXF (${(bytes.length / 1_048_576).toFixed(2)} MB) read and serialised in ${elapsed.toFixed(0)} ms (${(json.length / 1024).toFixed(0)} KB JSON)`);
    expect(plan.problems).toEqual([]);
    expect(plan.geometry!.stands).toHaveLength(2000);
    expect(plan.geometry!.stands.slice(0, 2).map((stand) => stand.number)).toEqual(['A1', 'A2']);
    expect(plan.geometry!.stands.at(-1)!.number).toBe('AN50');
  });
});
