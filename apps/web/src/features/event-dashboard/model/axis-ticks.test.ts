import { describe, expect, it } from 'vitest';
import { axisMoney, axisNumber } from './axis-ticks.ts';

describe('axis ticks', () => {
  it('shorten large figures in the language of the page, money with its currency', () => {
    expect(axisNumber('de-DE')(12)).toBe('12');
    expect(axisNumber('en-US')(1500)).toBe('1.5K');
    expect(axisMoney('en-US', 'EUR')(1_250_000)).toBe('€1.3M');
    expect(axisMoney('de-DE', 'EUR')(1_250_000).replace(/\s/g, ' ')).toBe('1,3 Mio. €');
  });
});
