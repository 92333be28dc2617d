import { taxCaseOf } from '@messeportal/domain';
import { describe, expect, it } from 'vitest';
import { withTotals, type InvoiceContent } from './invoice-content.ts';
import { contentOf } from './invoicing-repo.ts';

const party = { name: 'Holzbau Becker GmbH', street: 'Industriestr. 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE987654321', email: 'buchhaltung@holzbau-becker.example' };
const taxCase = taxCaseOf({ country: 'de', vatId: '', eventRateBp: 1900, nonEu: 'notTaxable' });
const content: InvoiceContent = {
  kind: 'invoice',
  currency: 'EUR',
  seller: { ...party, taxNumber: '241/114/50123', phone: '', bankName: '', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  buyer: { ...party, nameExtra: '', reference: '04011000-12345-03' },
  taxCase,
  event: { nameDe: 'Kaminmesse 2027', nameEn: 'Fireplace Fair 2027', startsAt: '2027-04-26', endsAt: '2027-04-29' },
  billingNumber: 'stand',
  ...withTotals([{ description: 'Standfläche', amount: 48, unit: 'qm', priceSingleCents: 18_900, netCents: 907_200, category: taxCase.category, rateBp: taxCase.rateBp }]),
  dueDate: '2027-01-29',
  paymentTermDays: 14,
  corrects: null,
  partialInvoices: [],
};

describe('the stored content of an invoice', () => {
  it('is read back through its schema, as it was stored (jsonb gives back what JSON holds)', () => {
    expect(contentOf({ content: JSON.parse(JSON.stringify(content)) })).toEqual(content);
  });

  it('is null on a document that has none', () => {
    expect(contentOf({ content: null })).toBeNull();
  });

  it('is a clear error, naming the document, when what is stored does not fit', () => {
    const { totals: _totals, ...withoutTotals } = content;
    expect(() => contentOf({ number: 'RE-2027-0001', content: withoutTotals })).toThrow(/RE-2027-0001.*malformed[\s\S]*totals/);
    expect(() => contentOf({ number: 'RE-2027-0002', content: { ...content, lines: [{ ...content.lines[0], netCents: '9072.00' }] } })).toThrow(/RE-2027-0002[\s\S]*lines/);
  });
});
