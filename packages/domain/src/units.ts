import type { Labelled } from './enums.ts';
import type { Lang } from './lang.ts';

/**
 * Units of prices and amounts. The label names one unit, as a price is given per unit ('je Stunde', 'per
 * piece'); `plural` is the form after an amount other than 1 ('2 Stunden', '3 pieces').
 */
export interface UnitLabelled extends Labelled {
  plural: { de: string; en: string };
}

const unitList = (rows: [string, [string, string], [string, string]][]): UnitLabelled[] =>
  rows.map(([id, [de, dePlural], [en, enPlural]]) => ({ id, de, en, plural: { de: dePlural, en: enPlural } }));

export const units = unitList([
  ['piece', ['Stück', 'Stück'], ['piece', 'pieces']],
  ['qm', ['m²', 'm²'], ['m²', 'm²']],
  ['lfm', ['lfm', 'lfm'], ['linear metre', 'linear metres']],
  ['hour', ['Stunde', 'Stunden'], ['hour', 'hours']],
  ['cbm', ['m³', 'm³'], ['m³', 'm³']],
  ['cm', ['cm', 'cm'], ['cm', 'cm']],
  ['collo', ['Kollo', 'Kolli'], ['package', 'packages']],
  ['kg', ['kg', 'kg'], ['kg', 'kg']],
  ['quarter_hour', ['Viertelstunde', 'Viertelstunden'], ['quarter hour', 'quarter hours']],
  ['km', ['km', 'km'], ['km', 'km']],
  ['t', ['t', 't'], ['t', 't']],
  ['week', ['Woche', 'Wochen'], ['week', 'weeks']],
  ['day', ['Tag', 'Tage'], ['day', 'days']],
  ['flat', ['pauschal', 'pauschal'], ['flat rate', 'flat rate']],
]);

/**
 * A unit in words: without an amount the unit itself ('je Stunde', 'per piece'), after an amount the form
 * that fits it ('1 Stunde', '2,5 Stunden'). An unknown unit (a stand position's own label) is shown as it is.
 */
export function unitLabel(unit: string, lang: Lang, amount?: number): string {
  const row = units.find((candidate) => candidate.id === unit);
  if (!row) return unit;
  return amount === undefined || amount === 1 ? row[lang] : row.plural[lang];
}

/** Units counted in whole numbers: nobody orders 2.5 pieces, half a package or 1.3 flat rates. */
const WHOLE_UNITS = new Set(['piece', 'collo', 'flat', 'quarter_hour', 'day', 'week']);

/** Whether amounts in this unit are counted: whole numbers only. */
export const countsWhole = (unit: string | undefined): boolean => unit !== undefined && WHOLE_UNITS.has(unit);

/** Whether an amount makes sense in its unit: a whole number where the unit counts, else any (two decimals). */
export const fitsUnit = (unit: string | undefined, amount: number): boolean => !countsWhole(unit) || Number.isInteger(amount);

/** SPEC §3 price calculation of a booklet item: by the entered quantity, or by the stand's m². */
export type PriceCalculation = 'quantity' | 'qm';

/**
 * Whether a booked amount of an item priced by stand m² leaves part of the stand out (0.01 m² of carpet beside a
 * 12 m² stand): such an item is booked for at least the stand's area. Unknown area (no stand yet): no judgement.
 */
export const belowStandArea = (calculation: string | undefined, amount: number, standQm: number | null | undefined): boolean =>
  calculation === 'qm' && amount > 0 && typeof standQm === 'number' && standQm > 0 && amount < standQm;
