import type { TaxCase } from './invoicing.ts';
import { localeOf, type Lang } from './lang.ts';

const texts = {
  de: {
    vat: (rate: string) => `zzgl. USt. ${rate} %`,
    assumedVat: (rate: string) => `zzgl. USt. ${rate} % (Inland)`,
    assumed:
      'Solange kein Land angegeben ist, gilt die deutsche Umsatzsteuer. Unternehmen aus einem anderen EU-Staat mit ihrer USt-IdNr. zahlen keine deutsche Umsatzsteuer (Reverse Charge).',
    reverseChargeRow: 'USt. 0 % (Reverse Charge)',
    notTaxableRow: 'USt. (nicht steuerbar)',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL): Die Umsatzsteuer schulden Sie.',
    notTaxable: 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG): Der Leistungsort liegt am Sitz des Leistungsempfängers.',
  },
  en: {
    vat: (rate: string) => `plus VAT ${rate} %`,
    assumedVat: (rate: string) => `plus VAT ${rate} % (Germany)`,
    assumed: 'German VAT applies until a country is given. Companies from another EU country with their VAT ID pay no German VAT (reverse charge).',
    reverseChargeRow: 'VAT 0 % (reverse charge)',
    notTaxableRow: 'VAT (not taxable)',
    reverseCharge: 'Reverse charge (Art. 196 of the VAT Directive): the VAT is payable by you as the recipient.',
    notTaxable: 'Not taxable in Germany (§ 3a (2) UStG): the service is supplied where the recipient is established.',
  },
} as const;

/** A VAT rate as a document prints it: 19, 7,7 (de) or 7.7 (en). */
export const formatVatRate = (rateBp: number, lang: Lang) => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(rateBp / 100);

/** The VAT row under a total, for the buyer's tax case: the rate charged, reverse charge or not taxable. */
export function vatRowLabel(taxCase: Pick<TaxCase, 'kind' | 'category' | 'rateBp'>, lang: Lang): string {
  const t = texts[lang];
  if (taxCase.category === 'AE') return t.reverseChargeRow;
  if (taxCase.category === 'O') return t.notTaxableRow;
  const rate = formatVatRate(taxCase.rateBp, lang);
  return taxCase.kind === 'assumedDomestic' ? t.assumedVat(rate) : t.vat(rate);
}

/** The sentence that goes with a total: why there is no German VAT (reverse charge, not taxable), or that it is assumed; '' otherwise. */
export function taxCaseNote(taxCase: Pick<TaxCase, 'kind' | 'category'>, lang: Lang): string {
  if (taxCase.kind === 'assumedDomestic') return texts[lang].assumed;
  if (taxCase.category === 'AE') return texts[lang].reverseCharge;
  return taxCase.category === 'O' ? texts[lang].notTaxable : '';
}
