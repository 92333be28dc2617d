import { standConfigs, standPriceRules } from '../../src/platform/db/schema.ts';
import { nextSerial } from './sequence.ts';
import { catalogueChanged, type FactoryTarget } from './target.ts';

type StandConfigRow = typeof standConfigs.$inferSelect;
type PriceRuleRow = typeof standPriceRules.$inferSelect;
export type PriceRuleInput = Pick<PriceRuleRow, 'priceSingle' | 'basis'> & Partial<Pick<PriceRuleRow, 'descriptionDe' | 'descriptionEn' | 'unit'>>;

/** What a test may say of a stand type; everything else has a default (in-line, 12 to 100 m², 100 € per m²). */
export type StandTypeInput = Partial<Omit<StandConfigRow, 'id' | 'eventId'>> & { priceRules?: PriceRuleInput[] };
export type BuiltStandType = StandConfigRow & { priceRules: PriceRuleRow[] };

/** A price rule per m² of stand space, in cents. */
export const perQm = (priceSingle: number, descriptionDe = 'Standfläche je m²', descriptionEn = 'Stand space per m²'): PriceRuleInput => ({
  priceSingle,
  basis: 'per_qm',
  unit: 'qm',
  descriptionDe,
  descriptionEn,
});

/** A flat price rule, in cents. */
export const flat = (priceSingle: number, descriptionDe = 'Pauschale', descriptionEn = 'Flat fee'): PriceRuleInput => ({
  priceSingle,
  basis: 'flat',
  unit: 'flat',
  descriptionDe,
  descriptionEn,
});

/** A stand type of the event with its price rules, as staff save it in the event's admin page. */
export async function buildStandType(target: FactoryTarget, eventId: number, overrides: StandTypeInput = {}): Promise<BuiltStandType> {
  const { priceRules = [perQm(10_000)], ...fields } = overrides;
  const n = nextSerial();
  const [config] = await target.db
    .insert(standConfigs)
    .values({ nameDe: `Standtyp ${n}`, nameEn: `Stand type ${n}`, standType: 'inline', qmMin: 12, qmMax: 100, sort: n, ...fields, eventId })
    .returning();
  const rules =
    priceRules.length === 0
      ? []
      : await target.db
          .insert(standPriceRules)
          .values(
            priceRules.map((rule, i) => ({
              descriptionDe: `Preisregel ${i + 1}`,
              descriptionEn: `Price rule ${i + 1}`,
              unit: rule.basis === 'per_qm' ? 'qm' : 'flat',
              ...rule,
              standConfigId: config!.id,
              sort: (i + 1) * 10,
            })),
          )
          .returning();
  catalogueChanged(target);
  return { ...config!, priceRules: rules };
}
