import { describe, expect, it } from 'vitest';
import { taxCaseOf, type NonEuTaxTreatment } from './invoicing.ts';
import { taxCaseNote, vatRowLabel } from './tax-texts.ts';

// One decision for every price shown with its VAT: what a buyer of each kind sees under a total, in both languages.
describe('the tax case a buyer sees under every total', () => {
  const seen = (country: string, vatId: string, nonEu: NonEuTaxTreatment = 'notTaxable') => {
    const taxCase = taxCaseOf({ country, vatId, eventRateBp: 1900, nonEu });
    return { rateBp: taxCase.rateBp, de: vatRowLabel(taxCase, 'de'), en: vatRowLabel(taxCase, 'en'), note: taxCaseNote(taxCase, 'de') };
  };

  it.each([
    ['a German company', 'DE', 'DE123456789', 1900, 'zzgl. USt. 19 %', 'plus VAT 19 %', ''],
    ['an Austrian company with its VAT ID', 'AT', 'ATU12345678', 0, 'USt. 0 % (Reverse Charge)', 'VAT 0 % (reverse charge)', 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL): Die Umsatzsteuer schulden Sie.'],
    ['an Austrian company without a VAT ID', 'AT', '', 1900, 'zzgl. USt. 19 %', 'plus VAT 19 %', ''],
    ['an Austrian company with a German VAT ID', 'at', 'DE123456789', 1900, 'zzgl. USt. 19 %', 'plus VAT 19 %', ''],
    ['a Swiss company', 'CH', 'CHE-123.456.789', 0, 'USt. (nicht steuerbar)', 'VAT (not taxable)', 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG): Der Leistungsort liegt am Sitz des Leistungsempfängers.'],
    ['a British company', 'GB', 'GB123456789', 0, 'USt. (nicht steuerbar)', 'VAT (not taxable)', 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG): Der Leistungsort liegt am Sitz des Leistungsempfängers.'],
    ['a visitor without a country yet', '', 'ATU12345678', 1900, 'zzgl. USt. 19 % (Inland)', 'plus VAT 19 % (Germany)', 'Solange kein Land angegeben ist, gilt die deutsche Umsatzsteuer. Unternehmen aus einem anderen EU-Staat mit ihrer USt-IdNr. zahlen keine deutsche Umsatzsteuer (Reverse Charge).'],
  ])('%s', (_, country, vatId, rateBp, de, en, note) => {
    expect(seen(country, vatId)).toEqual({ rateBp, de, en, note });
  });

  it('charges the event’s rate outside the EU when the organiser’s settings say so', () => {
    expect(seen('CH', '', 'standard')).toEqual({ rateBp: 1900, de: 'zzgl. USt. 19 %', en: 'plus VAT 19 %', note: '' });
  });

  it('writes a rate with decimals as the language does', () => {
    const taxCase = taxCaseOf({ country: 'DE', vatId: '', eventRateBp: 770, nonEu: 'notTaxable' });
    expect([vatRowLabel(taxCase, 'de'), vatRowLabel(taxCase, 'en')]).toEqual(['zzgl. USt. 7,7 %', 'plus VAT 7.7 %']);
  });
});
