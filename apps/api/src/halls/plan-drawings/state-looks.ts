import { STAND_STATES, type StandState } from '@messeportal/domain';

/**
 * How each sales state looks in every drawing: a light fill (black numbers stay readable on it) and, since colour
 * must never be the only sign (printed in grey, seen by someone who tells red from green badly), a hatch of its
 * own in a darker shade of the same colour. A free stand alone is plain; the DXF carries the state as its layer
 * (R12 knows no hatch) with the layer's AutoCAD colour index.
 */
export type Hatch = 'none' | 'dots' | 'horizontal' | 'vertical' | 'diagonal' | 'cross' | 'grid';

/** A fill with its hatch over it. */
export interface HatchedLook {
  fill: string;
  /** The hatch's colour. */
  ink: string;
  hatch: Hatch;
}

export interface StateLook extends HatchedLook {
  /** The DXF layer of the state's stands (ASCII capitals, as CAD offices name layers). */
  layer: string;
  /** AutoCAD colour index of the layer. */
  aci: number;
}

export const STATE_LOOKS: Record<StandState, StateLook> = {
  available: { fill: '#dff3df', ink: '#2e7d32', hatch: 'none', layer: 'STAND_FREI', aci: 3 },
  requested: { fill: '#eef6d8', ink: '#5b8c00', hatch: 'grid', layer: 'STAND_ANGEFRAGT', aci: 82 },
  held: { fill: '#fff1b3', ink: '#8a6d00', hatch: 'dots', layer: 'STAND_RESERVIERT', aci: 2 },
  option: { fill: '#ffd9b0', ink: '#b35900', hatch: 'horizontal', layer: 'STAND_OPTION', aci: 30 },
  proposed: { fill: '#e6dcfa', ink: '#6a45b0', hatch: 'vertical', layer: 'STAND_VORGESCHLAGEN', aci: 6 },
  booked: { fill: '#bcd8f5', ink: '#215f9e', hatch: 'diagonal', layer: 'STAND_GEBUCHT', aci: 5 },
  blocked: { fill: '#d6d6d6', ink: '#666666', hatch: 'cross', layer: 'STAND_GESPERRT', aci: 8 },
};

/** Keep-clear zones: a red hatch, and (drawn by each format) a dashed red edge. */
export const KEEP_CLEAR_LOOK: HatchedLook = { fill: '#fdecec', ink: '#e57373', hatch: 'diagonal' };

/** The states in the order the legends list them. */
export const LEGEND_STATES: readonly StandState[] = STAND_STATES;

/** Colours of what else a hall holds, shared by the SVG and the PDF. */
export const PLAN_COLOURS = {
  outline: '#333333',
  floor: '#ffffff',
  hole: '#e3e3e3',
  aisle: '#f2f2f2',
  keepClear: '#c62828',
  column: '#555555',
  fixture: { entrance: '#c8e6c9', emergency_exit: '#a5d6a7', stage: '#f3e5f5', catering: '#fbe9e7' },
  fixtureEdge: '#6d6d6d',
  sector: '#8c8c8c',
  technical: '#00695c',
  standEdge: '#4a4a4a',
  text: '#111111',
} as const;
