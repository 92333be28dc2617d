import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue-6 (Mantine's default) is 3.6:1 and fails WCAG AA for button text; blue-8 is 5.0:1.
  primaryShade: { light: 8, dark: 8 },
  respectReducedMotion: true,
  defaultRadius: 'sm',
  components: {
    // Visually hidden texts are positioned absolutely; inside a table that scrolls sideways they must scroll
    // with it, not widen the page (a phone would then scroll the whole page sideways).
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
  },
});

/** Field errors and required marks are red-6 by default: 3.3:1 on white, too faint for small text. red-9 is 5.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
