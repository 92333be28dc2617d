import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { TONE_COLORS } from './tones.ts';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};
/** WCAG 2.1 contrast ratio of two #rrggbb colours, rounded to two decimals as the docs state them. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
};

const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
const shade = (name: string, index: number) => colors[name]![index]!;
const primaryShade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light! : theme.primaryShade!;
const white = '#ffffff';

describe('theme colours (WCAG AA, 4.5:1 for small text)', () => {
  it('white text on a filled button of the brand colour', () => {
    expect(contrast(shade('brand', primaryShade), white)).toBe(8.29);
  });

  it('the brand colour as text or link on white and on the light greys', () => {
    expect(contrast(shade('brand', primaryShade), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade('brand', primaryShade), shade('gray', 0))).toBe(7.87);
    expect(contrast(shade('brand', primaryShade), shade('gray', 1))).toBe(7.46);
  });

  it.each(Object.entries(TONE_COLORS))('%s (%s): the light variant text (shade 9) on its background (shade 1)', (_tone, color) => {
    expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['brand', 'red'])('white text on a filled %s button', (color) => {
    expect(contrast(shade(color, primaryShade), white)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text (gray-7) and body text on white', () => {
    expect(contrast(shade('gray', 7), white)).toBe(8.18);
    expect(contrast(theme.black!, white)).toBe(15.43);
  });
});
