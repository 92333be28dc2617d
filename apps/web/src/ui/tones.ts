/**
 * What a state means to the reader, as one of five tones, and the theme colour each tone is shown in. Screens
 * speak of tones (a failed mail is `danger`), never of colours, so the palette can change in one place.
 */
export const TONE_COLORS = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'brand',
  neutral: 'gray',
} as const;

export type Tone = keyof typeof TONE_COLORS;

/** Text in a tone's colour on white or the light greys: its shade 9 (AA, see theme.test.ts). */
export const toneText = (tone: Tone) => `${TONE_COLORS[tone]}.9`;
