import { describe, expect, it } from 'vitest';
import {
  noticedCollectionDate,
  addTargetDays,
  collectionDate,
  COLLECTION_LEAD_TARGET_DAYS,
  creditorIdCheckDigits,
  earliestCollectionDate,
  easterSunday,
  isSepaText,
  isTargetDay,
  isValidCreditorId,
  isValidMandateReference,
  mandateReferenceFor,
  preNotificationDays,
  preNotificationDeadline,
  sepaText,
  sequenceTypeOf,
  targetDayOnOrAfter,
} from './sepa.ts';

describe('the creditor identifier', () => {
  it('accepts the Bundesbank test id and published examples of other countries, with or without spaces', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('DE98 ZZZ0 9999 9999 99')).toBe(true);
    expect(isValidCreditorId('de98zzz09999999999')).toBe(true);
    expect(isValidCreditorId('AT61ZZZ01234567890')).toBe(true);
    expect(isValidCreditorId('FR72ZZZ123456')).toBe(true);
    // Letters in the national identifier count as for the IBAN.
    expect(isValidCreditorId('IT66ZZZA1B2C3D4E5F6G7H8')).toBe(true);
    expect(isValidCreditorId('BE69ZZZ050D000000008')).toBe(true);
  });

  it('leaves the business code out of the check', () => {
    expect(isValidCreditorId('DE98ABC09999999999')).toBe(true);
    expect(isValidCreditorId('DE9800109999999999')).toBe(true);
  });

  it('refuses wrong check digits, a changed digit, swapped digits and what is no creditor id', () => {
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ09999999998')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ90999999999')).toBe(false);
    expect(isValidCreditorId('AT98ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ')).toBe(false);
    expect(isValidCreditorId('DE89370400440532013000')).toBe(false);
    expect(isValidCreditorId('')).toBe(false);
    expect(isValidCreditorId(`DE98ZZZ${'9'.repeat(29)}`)).toBe(false);
  });

  it('computes the check digits over the national id and the country', () => {
    expect(creditorIdCheckDigits('DE', '09999999999')).toBe('98');
    expect(creditorIdCheckDigits('AT', '01234567890')).toBe('61');
    const id = `NL${creditorIdCheckDigits('NL', '123456780000')}ZZZ123456780000`;
    expect(isValidCreditorId(id)).toBe(true);
  });
});

describe('the mandate reference', () => {
  it('accepts up to 35 characters of the SEPA set', () => {
    expect(isValidMandateReference('MP-000123-01')).toBe(true);
    expect(isValidMandateReference("A-Z a-z 0-9 /-?:().,'+")).toBe(true);
    expect(isValidMandateReference('X'.repeat(35))).toBe(true);
  });

  it("refuses the empty, the too long, other characters, a leading '/' and '//'", () => {
    expect(isValidMandateReference('')).toBe(false);
    expect(isValidMandateReference('   ')).toBe(false);
    expect(isValidMandateReference('X'.repeat(36))).toBe(false);
    expect(isValidMandateReference('MÜLLER-1')).toBe(false);
    expect(isValidMandateReference('MP_1')).toBe(false);
    expect(isValidMandateReference('MP&1')).toBe(false);
    expect(isValidMandateReference('/MP-1')).toBe(false);
    expect(isValidMandateReference('MP//1')).toBe(false);
    expect(isValidMandateReference('MP/1')).toBe(true);
  });

  it('is made from the company and the count of its mandates, stable and valid', () => {
    expect(mandateReferenceFor(123, 1)).toBe('MP-000123-01');
    expect(mandateReferenceFor(123, 1)).toBe(mandateReferenceFor(123, 1));
    expect(mandateReferenceFor(4_567_890, 12)).toBe('MP-4567890-12');
    expect(mandateReferenceFor(1, 100)).toBe('MP-000001-100');
    expect(isValidMandateReference(mandateReferenceFor(Number.MAX_SAFE_INTEGER, 999))).toBe(true);
    expect(() => mandateReferenceFor(0, 1)).toThrow(RangeError);
    expect(() => mandateReferenceFor(1, 0)).toThrow(RangeError);
    expect(() => mandateReferenceFor(1.5, 1)).toThrow(RangeError);
  });
});

describe('TARGET2 days', () => {
  it('finds Easter in any year', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });

  it('closes on Good Friday and Easter Monday, 2027 and 2028', () => {
    expect(isTargetDay('2027-03-25')).toBe(true);
    expect(isTargetDay('2027-03-26')).toBe(false);
    expect(isTargetDay('2027-03-29')).toBe(false);
    expect(isTargetDay('2027-03-30')).toBe(true);
    expect(isTargetDay('2028-04-13')).toBe(true);
    expect(isTargetDay('2028-04-14')).toBe(false);
    expect(isTargetDay('2028-04-17')).toBe(false);
    expect(isTargetDay('2028-04-18')).toBe(true);
  });

  it('closes on weekends, 1 January, 1 May, 25 and 26 December, and not on other German holidays', () => {
    expect(isTargetDay('2026-11-28')).toBe(false);
    expect(isTargetDay('2026-11-29')).toBe(false);
    expect(isTargetDay('2026-11-30')).toBe(true);
    expect(isTargetDay('2027-01-01')).toBe(false);
    expect(isTargetDay('2026-05-01')).toBe(false);
    expect(isTargetDay('2026-12-25')).toBe(false);
    expect(isTargetDay('2025-12-26')).toBe(false);
    expect(isTargetDay('2025-12-24')).toBe(true);
    expect(isTargetDay('2025-12-31')).toBe(true);
    // Day of German Unity and Ascension Day: German bank holidays, but TARGET2 is open.
    expect(isTargetDay('2025-10-03')).toBe(true);
    expect(isTargetDay('2026-05-14')).toBe(true);
  });

  it('counts TARGET days forward and back over Easter and over Christmas and New Year', () => {
    expect(addTargetDays('2027-03-25', 1)).toBe('2027-03-30');
    expect(addTargetDays('2027-03-30', -1)).toBe('2027-03-25');
    expect(addTargetDays('2025-12-24', 1)).toBe('2025-12-29');
    expect(addTargetDays('2025-12-24', 3)).toBe('2025-12-31');
    expect(addTargetDays('2025-12-24', 4)).toBe('2026-01-02');
    expect(addTargetDays('2026-01-02', -4)).toBe('2025-12-24');
    expect(addTargetDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(targetDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    expect(targetDayOnOrAfter('2026-11-30')).toBe('2026-11-30');
    expect(() => addTargetDays('2026-11-30', 0.5)).toThrow(RangeError);
    expect(() => isTargetDay('30.11.2026')).toThrow(RangeError);
  });
});

describe('collection dates', () => {
  it('need the file at the bank one TARGET day before the due date, in both schemes', () => {
    expect(COLLECTION_LEAD_TARGET_DAYS).toEqual({ CORE: 1, B2B: 1 });
    expect(earliestCollectionDate('2026-11-26', 'CORE')).toBe('2026-11-27');
    expect(earliestCollectionDate('2026-11-27', 'B2B')).toBe('2026-11-30');
  });

  it('count from the next TARGET day when the file is handed over on a closed day', () => {
    expect(earliestCollectionDate('2026-11-28', 'CORE')).toBe('2026-12-01');
    expect(earliestCollectionDate('2027-03-26', 'CORE')).toBe('2027-03-31');
  });

  it('skip Christmas and New Year', () => {
    expect(earliestCollectionDate('2025-12-24', 'CORE')).toBe('2025-12-29');
    expect(earliestCollectionDate('2025-12-31', 'B2B')).toBe('2026-01-02');
    expect(collectionDate('2025-12-25', '2025-12-01', 'CORE')).toBe('2025-12-29');
    expect(collectionDate('2026-01-01', '2025-12-01', 'B2B')).toBe('2026-01-02');
  });

  it("keep an invoice's due date that is far enough ahead", () => {
    expect(collectionDate('2026-12-15', '2026-11-27', 'CORE')).toBe('2026-12-15');
    expect(collectionDate('2026-11-30', '2026-11-27', 'CORE')).toBe('2026-11-30');
  });

  it('move a due date in the past, or too soon, to the earliest possible day', () => {
    expect(collectionDate('2026-10-01', '2026-11-27', 'CORE')).toBe('2026-11-30');
    expect(collectionDate('2026-11-27', '2026-11-27', 'B2B')).toBe('2026-11-30');
    expect(collectionDate('2027-03-26', '2027-03-24', 'CORE')).toBe('2027-03-30');
  });

  it('tell first, recurring and one-off collections apart', () => {
    expect(sequenceTypeOf({ collectedBefore: false })).toBe('FRST');
    expect(sequenceTypeOf({ collectedBefore: true })).toBe('RCUR');
    expect(sequenceTypeOf({ collectedBefore: false, oneOff: true })).toBe('OOFF');
    expect(sequenceTypeOf({ collectedBefore: true, oneOff: false })).toBe('RCUR');
  });

  it('tell the debtor 14 calendar days ahead, across months and years', () => {
    expect(preNotificationDays).toBe(14);
    expect(preNotificationDeadline('2026-12-28')).toBe('2026-12-14');
    expect(preNotificationDeadline('2027-01-04')).toBe('2026-12-21');
    expect(preNotificationDeadline('2028-03-01')).toBe('2028-02-16');
  });
});

describe('text in a pain file', () => {
  it('writes German letters out and drops accents', () => {
    expect(sepaText('Müller & Söhne GmbH – Straße')).toBe('Mueller + Soehne GmbH Strasse');
    expect(sepaText('ÄÖÜ äöü ß')).toBe('AeOeUe aeoeue ss');
    expect(sepaText('Café Crème, Łódź')).toBe('Cafe Creme, Lodz');
  });

  it('replaces every other character and keeps the SEPA set as it is', () => {
    expect(sepaText('🎉 Messe_2026 <Halle 3> @ "Nord"; 50%')).toBe('Messe 2026 Halle 3 Nord 50');
    expect(sepaText("A-Z a-z 0-9 /-?:().,'+")).toBe("A-Z a-z 0-9 /-?:().,'+");
    expect(sepaText('Zeile 1\nZeile\t2')).toBe('Zeile 1 Zeile 2');
    expect(isSepaText(sepaText('Ærø 北京 Ñandú €'))).toBe(true);
  });

  it('cuts at the limit after writing out, without a trailing space', () => {
    expect(sepaText('ä'.repeat(40), 70)).toBe('ae'.repeat(35));
    expect(sepaText('abc def', 4)).toBe('abc');
  });
});

describe('the day a collection is made for', () => {
  it('keeps a due date far enough ahead and moves a near or past one to the agreed notice, on a TARGET day', () => {
    expect(noticedCollectionDate('2027-03-15', '2027-03-01', 'CORE')).toBe('2027-03-15');
    // Notice of five days from Monday 1 March is Saturday 6 March: the next TARGET day is Monday 8 March.
    expect(noticedCollectionDate('2027-03-02', '2027-03-01', 'B2B')).toBe('2027-03-08');
    expect(noticedCollectionDate('2027-01-10', '2027-03-01', 'CORE')).toBe('2027-03-08');
  });
});

