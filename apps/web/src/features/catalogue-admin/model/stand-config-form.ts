import { DEFAULT_BILLING_NUMBERS, type AdminStandConfig, type StandConfigInput } from '@messeportal/domain';
import { centsToEuros, eurosToCents, wholeOrUndefined } from './money.ts';
import type { PriceRuleDraft } from './price-preview.ts';

/** A price rule row of the form; `key` keeps React's rows apart while rows are added and removed. */
export type PriceRuleRow = PriceRuleDraft & { key: string };

export interface StandConfigFormValues {
  nameDe: string;
  nameEn: string;
  standType: string;
  qmMin: number | string;
  qmMax: number | string;
  isOrderable: boolean;
  sort: number | string;
  billingNumber: string;
  priceRules: PriceRuleRow[];
}

let nextKey = 0;
const newKey = () => `rule-${++nextKey}`;

export const emptyPriceRule = (): PriceRuleRow => ({ key: newKey(), descriptionDe: '', descriptionEn: '', unit: 'qm', basis: 'per_qm', priceSingle: '' });

export function standConfigFormValues(config: AdminStandConfig | null): StandConfigFormValues {
  if (!config) {
    return { nameDe: '', nameEn: '', standType: 'inline', qmMin: 9, qmMax: 100, isOrderable: true, sort: 0, billingNumber: DEFAULT_BILLING_NUMBERS.stand, priceRules: [emptyPriceRule()] };
  }
  return {
    nameDe: config.nameDe,
    nameEn: config.nameEn,
    standType: config.standType,
    qmMin: config.qmMin,
    qmMax: config.qmMax,
    isOrderable: config.isOrderable,
    sort: config.sort,
    billingNumber: config.billingNumber,
    priceRules: config.priceRules.map((rule) => ({ key: newKey(), descriptionDe: rule.descriptionDe, descriptionEn: rule.descriptionEn, unit: rule.unit, basis: rule.basis, priceSingle: centsToEuros(rule.priceSingle) })),
  };
}

/** The body of the stand type's POST/PUT: prices in cents, rules in the form's order. */
export function standConfigInput(values: StandConfigFormValues): StandConfigInput {
  return {
    nameDe: values.nameDe,
    nameEn: values.nameEn,
    standType: values.standType as StandConfigInput['standType'],
    qmMin: wholeOrUndefined(values.qmMin) as number,
    qmMax: wholeOrUndefined(values.qmMax) as number,
    isOrderable: values.isOrderable,
    sort: wholeOrUndefined(values.sort) ?? 0,
    billingNumber: values.billingNumber as StandConfigInput['billingNumber'],
    priceRules: values.priceRules.map(({ key: _key, priceSingle, ...rule }) => ({ ...rule, priceSingle: eurosToCents(priceSingle) as number })),
  };
}

/** Every field a server error may name, the rules' fields by their place (`priceRules.2.priceSingle`). */
export function standConfigFields(values: StandConfigFormValues): string[] {
  const ruleFields = ['descriptionDe', 'descriptionEn', 'unit', 'basis', 'priceSingle'];
  return [
    'nameDe', 'nameEn', 'standType', 'qmMin', 'qmMax', 'isOrderable', 'sort', 'billingNumber', 'priceRules',
    ...values.priceRules.flatMap((_rule, i) => ruleFields.map((field) => `priceRules.${i}.${field}`)),
  ];
}
