import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../../i18n/format.ts';
import { auditLines, auditValue, readableField, shortened, type AuditWords } from './audit-values.ts';

const LABELS: Record<string, string> = { vatRate: 'USt.-Satz', nameDe: 'Name (deutsch)', stock: 'Bestand', price: 'Preis' };

const german: AuditWords = {
  lang: 'de',
  format: formattersFor('de-DE'),
  empty: '(leer)',
  yes: 'Ja',
  no: 'Nein',
  count: (count) => `${count} Einträge`,
  label: (field) => LABELS[field] ?? readableField(field),
  word: (field, value) => (field === 'state' && value === 'confirmed' ? 'Bestätigt' : undefined),
};
const english: AuditWords = { ...german, lang: 'en', format: formattersFor('en-US'), yes: 'Yes', no: 'No', empty: '(empty)' };
const shown = (field: string, value: unknown, words = german) => auditValue(field, value, words);

describe('an audit value as a reader reads it', () => {
  it('writes a VAT rate in basis points as a percentage', () => {
    expect(shown('vatRate', 1900)).toBe('19 %');
    expect(shown('defaultVatRate', 770)).toBe('7,7 %');
    expect(shown('vatRate', 770, english)).toBe('7.7 %');
  });

  it('writes cents as money, by the name ending in Cents and for the known price fields', () => {
    expect(shown('grossCents', 411502)).toBe('4.115,02\u00a0€');
    expect(shown('grossCents', 411502, english)).toBe('€4,115.02');
    expect(shown('fireplacePrice', 329000)).toBe('3.290,00\u00a0€');
    expect(shown('priceDeviating', null)).toBe('(leer)');
    expect(shown('stock', 1200)).toBe('1200');
  });

  it('writes instants with their time and calendar days alone, dd.mm.yyyy', () => {
    const instant = new Date(2026, 10, 28, 20, 11, 2, 221).toISOString();
    expect(shown('createdAt', instant)).toBe('28.11.2026 20:11');
    expect(shown('startsAt', '2027-03-04')).toBe('04.03.2027');
  });

  it('says yes or no, and the empty word for nothing', () => {
    expect(shown('isPublished', true)).toBe('Ja');
    expect(shown('isPublished', false)).toBe('Nein');
    expect(shown('isPublished', true, english)).toBe('Yes');
    expect([null, undefined, '', []].map((value) => shown('variant', value))).toEqual(['(leer)', '(leer)', '(leer)', '(leer)']);
  });

  it('names a known state in words', () => {
    expect(shown('state', 'confirmed')).toBe('Bestätigt');
    expect(shown('state', 'somethingNew')).toBe('somethingNew');
  });

  it('lists short values of an array, counts a long one or one of records', () => {
    expect(shown('bookletGroupOrder', [3, 1, 2])).toBe('3, 1, 2');
    expect(shown('bookletItemOrder', Array.from({ length: 40 }, (_, i) => i + 1))).toBe('40 Einträge');
    expect(shown('priceRules', [{ unit: 'm²' }, { unit: 'flat' }])).toBe('2 Einträge');
  });

  it('writes an object as "label: value", never as JSON, leaving out its technical keys', () => {
    const text = shown('copied', { productGroups: 3, standConfigs: 2, media: 12 });
    expect(text).toBe('product groups: 3, stand configs: 2, media: 12');
    expect(shown('row', { id: 7, eventId: 2, nameDe: 'Katalogeintrag', price: 18900, isActive: true })).toBe('Name (deutsch): Katalogeintrag, Preis: 189,00\u00a0€, is active: Ja');
    expect(shown('row', { id: 7 })).not.toContain('{');
  });

  it('shortens a long text at a word boundary with an ellipsis', () => {
    const footer = 'Messe GmbH · Musterstraße 1 · 80331 München · Geschäftsführung: Erika Mustermann · Amtsgericht München HRB 234567 · USt-IdNr. DE123456789';
    const text = shown('documentFooterDe', footer);
    expect(text).toBe('Messe GmbH · Musterstraße 1 · 80331 München · Geschäftsführung: Erika Mustermann · Amtsgericht München HRB 234567…');
    expect(shortened('Zeile eins\n\nZeile   zwei')).toBe('Zeile eins Zeile zwei');
    expect(text.length).toBeLessThanOrEqual(120);
    expect(shortened('kurz')).toBe('kurz');
    expect(shortened('x'.repeat(200))).toHaveLength(120);
  });

  it('reads a field without a label as lower-case words', () => {
    expect(readableField('grossCents')).toBe('gross cents');
    expect(readableField('isOnsiteParticipant')).toBe('is onsite participant');
    expect(readableField('name_natural')).toBe('name natural');
    expect(readableField('DATEVNumber')).toBe('datev number');
    expect(german.label('someNewField')).toBe('some new field');
  });
});

describe('the lines of an audit entry', () => {
  const event = { id: 12, nameDe: 'Messe 2027', nameEn: 'Fair 2027', vatRate: 1900, createdAt: '2026-11-28T20:11:02.221Z', updatedAt: '2026-11-28T20:11:02.221Z' };

  it('names a created, copied or deleted record in one line instead of every column', () => {
    expect(auditLines({ action: 'create', before: null, after: event })).toEqual([{ field: 'nameDe', before: undefined, after: 'Messe 2027', withBefore: false }]);
    expect(auditLines({ action: 'delete', before: { id: 4, eventId: 12, titleDe: 'Strom', sort: 10 }, after: null })).toEqual([
      { field: 'titleDe', before: undefined, after: 'Strom', withBefore: false },
    ]);
    expect(auditLines({ action: 'copy', before: { fromEventId: 9 }, after: { ...event, shiftDays: 364 } }).map((line) => [line.field, line.after])).toEqual([
      ['nameDe', 'Messe 2027'],
      ['fromEventId', 9],
    ]);
    expect(auditLines({ action: 'create', before: null, after: { type: 'invoice', number: 'RE-2026-0001', grossCents: 411502 } })[0]?.field).toBe('number');
  });

  it('lists the changed fields of a record without a name', () => {
    const lines = auditLines({ action: 'create', before: null, after: { companyId: 3, state: 'confirmed', standSize: 24 } });
    expect(lines.map((line) => line.field)).toEqual(['state', 'standSize']);
    expect(lines.every((line) => !line.withBefore)).toBe(true);
  });

  it('lists what an update changed, without the technical columns unless nothing else changed', () => {
    const lines = auditLines({ action: 'update', before: event, after: { ...event, vatRate: 700, updatedAt: '2026-11-29T08:00:00.000Z' } });
    expect(lines).toEqual([{ field: 'vatRate', before: 1900, after: 700, withBefore: true }]);
    expect(auditLines({ action: 'update', before: { id: 1, imageFileId: 'a' }, after: { id: 1, imageFileId: 'b' } }).map((line) => line.field)).toEqual(['imageFileId']);
    expect(auditLines({ action: 'update', before: { id: 1, updatedAt: 'x' }, after: { id: 1, updatedAt: 'y' } })).toEqual([]);
  });

  it('shows a change without before when the entry has none, and no change between two empty values', () => {
    expect(auditLines({ action: 'update', before: null, after: { accessLink: 'issued' } })).toEqual([{ field: 'accessLink', before: undefined, after: 'issued', withBefore: false }]);
    expect(auditLines({ action: 'update', before: { priceReason: '', amount: 2 }, after: { priceReason: null, amount: 3 } }).map((line) => line.field)).toEqual(['amount']);
  });
});
