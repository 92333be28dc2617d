import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Messeportal's brand colour, an indigo that no default Mantine colour gives the product. Contrast (WCAG 2.1,
 * measured by ui/theme.test.ts, which fails below AA):
 * - shade 8, the primary shade: filled buttons with white text 8.29:1; as text or link on white 8.29:1, on
 *   gray-0 7.87:1, on gray-1 7.46:1;
 * - shade 9 on shade 1 (the light variant's text on its background, e.g. a light button or badge) 8.32:1;
 * - shade 6 with white 5.44:1 (for a larger filled surface), shades 0–4 are backgrounds and borders only.
 */
export const brand: MantineColorsTuple = [
  '#eef0fc',
  '#dce0f9',
  '#b6bff2',
  '#8e9cea',
  '#6c7ee3',
  '#5669dd',
  '#4a5dd9',
  '#3b4cc0',
  '#3343ab',
  '#253489',
];

/**
 * Mantine's green-9 and orange-9 are the text of their light variant (alert titles, light badges) and reach only
 * 3.8:1 and 3.6:1 on their shade 1; these darker ones 4.70:1 and 4.96:1 (5.39:1 and 5.90:1 on white).
 */
const withShade9 = (name: 'green' | 'orange', shade9: string) => [...DEFAULT_THEME.colors[name].slice(0, 9), shade9] as unknown as MantineColorsTuple;
const green = withShade9('green', '#1f7a35');
const orange = withShade9('orange', '#b03f07');

export const theme = createTheme({
  colors: { brand, green, orange },
  primaryColor: 'brand',
  // The shade of every colour's filled variant and of links. At 8 white text passes AA on brand (8.29:1) and
  // red (red-8 with white 4.51:1); Mantine's default 6 gives blue 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  respectReducedMotion: true,
  // Body text is gray-9, a neutral near-black: 15.43:1 on white.
  black: '#212529',
  defaultRadius: 'md',
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem' },
  // A 4-pixel grid: 8, 12, 16, 24, 32 px.
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  components: {
    // Visually hidden texts are positioned absolutely; inside a table that scrolls sideways they must scroll
    // with it, not widen the page (a phone would then scroll the whole page sideways).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
    // Clipped to the rounded corners as before, without becoming a scroll container of its own: a table's header
    // inside a card can then stick below the app's header while the page scrolls (stacking-table.tsx).
    Card: { styles: { root: { overflow: 'clip' } } },
    // A shown caption names its table as a section's title would: at the start, bold, in the text's colour
    // (Mantine centres it, dimmed, which reads as a stray label above the table).
    Table: { styles: { caption: { textAlign: 'start', fontWeight: 600, color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-md)' } } },
  },
});

/**
 * Field errors and required marks are red-6 by default: 3.3:1 on white, too faint for small text; red-9 is 5.46:1.
 * Mantine's dimmed grey (descriptions, hints) is gray-6, 3.32:1 on white; gray-7 is 8.18:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
