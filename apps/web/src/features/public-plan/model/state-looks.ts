import type { PublicState } from './public-stands.ts';

/** A hatch drawn over a state's colour: colour is never the only sign of a state (printed in grey, or not told apart). */
export type Hatch = 'none' | 'dots' | 'diagonal' | 'cross';

export interface StateLook {
  fill: string;
  /** The hatch's colour, a darker shade of the fill's. */
  ink: string;
  hatch: Hatch;
}

/**
 * How each state looks on the plan and in the legend: the colours and hatches of the hall's PDF (free, held, booked,
 * blocked there), so the page and the printout read alike. Light fills: the black stand numbers stay readable.
 */
export const STATE_LOOKS: Record<PublicState, StateLook> = {
  free: { fill: '#dff3df', ink: '#2e7d32', hatch: 'none' },
  reserved: { fill: '#fff1b3', ink: '#8a6d00', hatch: 'dots' },
  booked: { fill: '#bcd8f5', ink: '#215f9e', hatch: 'diagonal' },
  unavailable: { fill: '#d6d6d6', ink: '#666666', hatch: 'cross' },
};
