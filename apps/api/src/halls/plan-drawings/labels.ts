import type { FixtureKind, Lang, StandState, TechnicalPointKind } from '@messeportal/domain';

/** The texts of the hall plan's exports in both languages; the stand types' labels come from the domain's `standTypes`. */

type Texts = Record<Lang, string>;

/** A stand's sales state as the desk says it; a visitor's 15-minute hold is a reservation to staff. */
export const STATE_LABELS: Record<StandState, Texts> = {
  available: { de: 'frei', en: 'available' },
  requested: { de: 'angefragt', en: 'requested' },
  held: { de: 'reserviert', en: 'held' },
  option: { de: 'Option', en: 'option' },
  proposed: { de: 'vorgeschlagen', en: 'proposed' },
  booked: { de: 'gebucht', en: 'booked' },
  blocked: { de: 'gesperrt', en: 'blocked' },
};

export const FIXTURE_LABELS: Record<FixtureKind, Texts> = {
  entrance: { de: 'Eingang', en: 'Entrance' },
  emergency_exit: { de: 'Notausgang', en: 'Emergency exit' },
  stage: { de: 'Bühne', en: 'Stage' },
  catering: { de: 'Gastronomie', en: 'Catering' },
};

/** A technical point's letter on the plan and its name in the legend. */
export const TECHNICAL_POINT_LABELS: Record<TechnicalPointKind, { letter: Texts; name: Texts }> = {
  power: { letter: { de: 'S', en: 'P' }, name: { de: 'Strom', en: 'Power' } },
  water: { letter: { de: 'W', en: 'W' }, name: { de: 'Wasser', en: 'Water' } },
  compressed_air: { letter: { de: 'D', en: 'A' }, name: { de: 'Druckluft', en: 'Compressed air' } },
};

/** The words of the drawings (SVG, PDF) around the plan. */
export const DRAWING_TEXTS = {
  legend: { de: 'Legende', en: 'Legend' },
  column: { de: 'Säule', en: 'Column' },
  keepClear: { de: 'Sperrfläche', en: 'Keep clear' },
  asOf: { de: 'Stand: {date}', en: 'As of {date}' },
  scale: { de: 'Maßstab 1:{scale} ({paper})', en: 'Scale 1:{scale} ({paper})' },
  standList: { de: 'Standliste', en: 'Stand list' },
  stand: { de: 'Stand', en: 'Stand' },
  state: { de: 'Status', en: 'State' },
  company: { de: 'Firma', en: 'Company' },
  area: { de: 'Fläche (m²)', en: 'Area (m²)' },
  page: { de: 'Seite {page} von {pages}', en: 'Page {page} of {pages}' },
  planFile: { de: 'hallenplan', en: 'hall-plan' },
  standListFile: { de: 'standliste', en: 'stand-list' },
} satisfies Record<string, Texts>;

/** `text` with its `{name}` placeholders filled. */
export const filled = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
