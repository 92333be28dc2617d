import { describe, expect, it } from 'vitest';
import { calibrationProblems, formatOfFileName, importSearch, NO_CALIBRATION, type ImportChoices } from './import-query.ts';

const svg: ImportChoices = { format: 'svg', standLayer: '', outlineLayer: '', columnLayer: '', calibrate: false, calibration: NO_CALIBRATION };

describe('the import of a hall plan', () => {
  it('takes the format from the file\'s ending', () => {
    expect(formatOfFileName('Halle 7.SVG')).toBe('svg');
    expect(formatOfFileName('halle7.dxf')).toBe('dxf');
    expect(formatOfFileName('halle7.pdf')).toBeNull();
    expect(formatOfFileName('svg')).toBeNull();
  });

  it('sends an SVG\'s format, name and whether to accept, and no layers', () => {
    const params = new URLSearchParams(importSearch('Halle 7.svg', { ...svg, standLayer: 'STAND' }, false));
    expect(Object.fromEntries(params)).toEqual({ format: 'svg', fileName: 'Halle 7.svg', accept: 'false' });
  });

  it('sends a DXF\'s chosen layers only', () => {
    const params = new URLSearchParams(importSearch('h.dxf', { ...svg, format: 'dxf', standLayer: 'STÄNDE', columnLayer: 'S' }, true));
    expect(Object.fromEntries(params)).toEqual({ format: 'dxf', fileName: 'h.dxf', standLayer: 'STÄNDE', columnLayer: 'S', accept: 'true' });
  });

  it('sends the calibration only when asked for', () => {
    const calibration = { ax: 0, ay: 0, bx: 1000, by: 0.5, metres: 12.5 };
    expect(importSearch('h.svg', { ...svg, calibration }, false)).not.toContain('ax=');
    const params = new URLSearchParams(importSearch('h.svg', { ...svg, calibrate: true, calibration }, false));
    expect(params.get('bx')).toBe('1000');
    expect(params.get('by')).toBe('0.5');
    expect(params.get('metres')).toBe('12.5');
  });

  it('needs all five calibration values and a distance above 0', () => {
    expect(calibrationProblems({ calibrate: false, calibration: NO_CALIBRATION })).toEqual({});
    expect(calibrationProblems({ calibrate: true, calibration: { ...NO_CALIBRATION, ax: 0, ay: 0, metres: 0 } })).toEqual({ bx: 'required', by: 'required', metres: 'positive' });
  });

  it('cuts an over-long file name to what the API takes', () => {
    expect(new URLSearchParams(importSearch(`${'x'.repeat(300)}.svg`, svg, false)).get('fileName')).toHaveLength(200);
  });
});
