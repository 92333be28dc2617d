import { checkStandSize, standPriceLines, sumLines, unitLabel, type Lang, type StandPriceBasis } from '@messeportal/domain';
import { eurosToCents, type EuroValue } from './money.ts';

/** A price rule as the stand type's form holds it: the price in euros as typed. */
export interface PriceRuleDraft {
  descriptionDe: string;
  descriptionEn: string;
  unit: string;
  basis: StandPriceBasis;
  priceSingle: EuroValue;
}

export interface PreviewLine {
  description: string;
  amount: number;
  /** The unit in words after the amount ('30 m²', '1 Stück'), as calculate_configurator answers it. */
  unit: string;
  /** Cents. */
  priceSingle: number;
  /** Cents. */
  sum: number;
}

export type PricePreview = { ok: true; qm: number; lines: PreviewLine[]; net: number } | { ok: false; min: number; max: number };

/**
 * The stand's prices for a size while the form is edited, computed by the functions `POST
 * /pub/calculate_configurator` uses (checkStandSize, standPriceLines, sumLines): once saved, the configurator
 * answers exactly these lines. A price not (yet) a number counts as 0 here; the form's check refuses it.
 */
export function pricePreview(rules: readonly PriceRuleDraft[], size: number | string, range: { qmMin: number; qmMax: number }, lang: Lang): PricePreview {
  const checked = checkStandSize(size, range);
  if (!checked.ok) return checked;
  const priced = rules.map((rule) => {
    const cents = eurosToCents(rule.priceSingle);
    return { ...rule, priceSingle: cents !== undefined && Number.isFinite(cents) && cents >= 0 ? cents : 0 };
  });
  const lines = standPriceLines(priced, checked.qm, lang);
  return {
    ok: true,
    qm: checked.qm,
    lines: lines.map((line) => ({ description: line.description, amount: line.amount, unit: unitLabel(line.unit, lang, line.amount), priceSingle: line.priceSingle, sum: line.sum })),
    net: sumLines(lines),
  };
}
