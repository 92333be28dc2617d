import type { Tx } from '../../platform/db/client.ts';
import { standConfigs, standPriceRules } from '../../platform/db/schema.ts';

export interface PriceRuleSeed {
  descriptionDe: string;
  descriptionEn: string;
  unit: 'qm' | 'flat';
  /** Net cents, per m² or flat depending on basis. */
  priceSingle: number;
  basis: 'per_qm' | 'flat';
}

export interface StandConfigSeed {
  standType: string;
  nameDe: string;
  nameEn: string;
  qmMin: number;
  qmMax: number;
  isOrderable?: boolean;
  rules: PriceRuleSeed[];
}

const perQm = (cents: number, descriptionDe: string, descriptionEn: string): PriceRuleSeed => ({
  descriptionDe,
  descriptionEn,
  unit: 'qm',
  priceSingle: cents,
  basis: 'per_qm',
});

const flat = (cents: number, descriptionDe: string, descriptionEn: string): PriceRuleSeed => ({
  descriptionDe,
  descriptionEn,
  unit: 'flat',
  priceSingle: cents,
  basis: 'flat',
});

export const areaPrice = (cents: number): PriceRuleSeed =>
  perQm(cents, 'Standfläche (Miete je m² Bodenfläche)', 'Stand space (rent per m² of floor space)');

const openSides = {
  corner: ['Eckstandzuschlag (2 Seiten offen)', 'Corner stand surcharge (two sides open)'],
  head: ['Kopfstandzuschlag (3 Seiten offen)', 'Head stand surcharge (three sides open)'],
  island: ['Blockstandzuschlag (4 Seiten offen)', 'Island stand surcharge (four sides open)'],
} as const;

export const openSidesSurcharge = (standType: keyof typeof openSides, cents: number): PriceRuleSeed =>
  perQm(cents, `${openSides[standType][0]} je m²`, `${openSides[standType][1]} per m²`);

export const rentalSystemPrice = (cents: number): PriceRuleSeed =>
  perQm(
    cents,
    'Mietsystemstand inkl. Standfläche, Systemwänden, Teppichboden, Blende und Beleuchtung je m²',
    'Rental system stand incl. floor space, system walls, carpet, fascia and lighting per m²',
  );

export const completeStandPrice = (cents: number): PriceRuleSeed =>
  perQm(
    cents,
    'Komplettstand inkl. Standfläche, Standbau, Möblierung und Grafik nach Vorgabe des Veranstalters je m²',
    'Complete stand incl. floor space, construction, furniture and graphics as specified by the organiser per m²',
  );

export const marketingFee = (cents: number): PriceRuleSeed =>
  flat(
    cents,
    'Marketingpauschale (Katalog- und Online-Grundeintrag, Presseservice, Ausstellerausweise)',
    'Marketing fee (basic catalogue and online entry, press service, exhibitor passes)',
  );

export const energyConnection = (cents: number, kilowatts: number): PriceRuleSeed =>
  flat(
    cents,
    `Energieanschluss bis ${kilowatts} kW inkl. Verbrauch während der Messe`,
    `Energy connection up to ${kilowatts} kW incl. consumption during the fair`,
  );

/** Net price of a stand of `qm` m² under these rules, as the configurator's price table adds it up. */
export function standNetCents(rules: readonly PriceRuleSeed[], qm: number): number {
  return rules.reduce((sum, rule) => sum + (rule.basis === 'per_qm' ? Math.round(rule.priceSingle * qm) : rule.priceSingle), 0);
}

/** Inserts the configs with their price rules; returns the config ids by stand type. */
export async function insertStandConfigs(
  tx: Tx,
  eventId: number,
  configs: readonly StandConfigSeed[],
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(standConfigs)
    .values(
      configs.map((config, i) => ({
        eventId,
        nameDe: config.nameDe,
        nameEn: config.nameEn,
        standType: config.standType,
        qmMin: config.qmMin,
        qmMax: config.qmMax,
        isOrderable: config.isOrderable ?? true,
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: standConfigs.id });
  const ids = new Map(configs.map((config, i) => [config.standType, rows[i]!.id]));
  await tx.insert(standPriceRules).values(
    configs.flatMap((config) =>
      config.rules.map((rule, i) => ({ ...rule, standConfigId: ids.get(config.standType)!, sort: (i + 1) * 10 })),
    ),
  );
  return ids;
}
