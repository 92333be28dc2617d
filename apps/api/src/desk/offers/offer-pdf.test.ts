import { formatDate, formatMoney, priceTotals } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('offer PDF (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const pdfOf = (response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return extractPdfText(response.rawPayload).text;
  };
  /** Net, VAT and gross of a net total as the PDF prints them (19 % at both fairs). */
  const totals = (net: number, lang: 'de' | 'en') => {
    const { vat, gross } = priceTotals([{ sum: net } as never], 1900);
    return [net, vat, gross].map((cents) => formatMoney(cents, lang));
  };

  it('prints a staff offer for a company in the customer’s language: address, list and deviating price, totals, footer, validity', async () => {
    const configuration = c.configuration({ medias: [{ id: c.items.logo.id, amount: 1, price: 99.5 }] });
    const toffer = { title: 'Standangebot Küchenwelt 2027', subText: 'Zahlbar innerhalb von 14 Tagen.' };
    const { offer } = (await c.save({ ...configuration, mode: 'be_company', companyId: c.demo.companyId, toffer })).json();
    const { offer: saved } = (await c.call('GET', `/be/offer/${offer.id}`)).json();

    // The staff page asks in English; the customer (the company's main contact) reads German.
    expect(c.demo.contactLang).toBe('de');
    const response = await c.call('GET', `/be/offer/${offer.id}/pdf?lang=en-US`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Angebot-${offer.id}.pdf"`);
    const text = pdfOf(response);
    const logoList = c.items.logo.priceEarly > 0 ? c.items.logo.priceEarly : c.items.logo.price;
    const validUntil = formatDate(new Date(new Date(saved.updatedAt).getTime() + 30 * 86_400_000).toISOString().slice(0, 10));
    for (const expected of [
      `Angebot ${offer.id}`,
      'Standangebot Küchenwelt 2027',
      c.demo.companyName,
      formatMoney(9950, 'de'),
      `Listenpreis ${formatMoney(logoList, 'de')}`,
      ...totals(saved.totalNet, 'de'),
      `Netto ${totals(saved.totalNet, 'de')[0]}`,
      'zzgl. USt. 19 %',
      `Brutto ${totals(saved.totalNet, 'de')[2]}`,
      'Zahlbar innerhalb von 14 Tagen.',
      'Gültig bis',
      validUntil,
    ]) {
      expect(text.replace(/[ \t\r\n]+/g, ' '), expected).toContain(expected);
    }
  });

  it('prints an offer without a company in the language asked for, for whoever holds the link', async () => {
    const { offer } = (await c.call('POST', '/pub/save_configurator', {}, c.configuration())).json();
    const response = await c.call('GET', `/pub/offer/${offer.uuid}/pdf?lang=en-US`, {});
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Offer-${offer.id}.pdf"`);
    const text = pdfOf(response);
    const { offer: saved } = (await c.call('GET', `/be/offer/${offer.id}`)).json();
    const [net, , gross] = totals(saved.totalNet, 'en');
    for (const expected of [`Offer ${offer.id}`, 'Valid until', `Net ${net}`, `Gross ${gross}`]) {
      expect(text.replace(/[ \t\r\n]+/g, ' '), expected).toContain(expected);
    }
    expect(text).not.toContain('List price');
    // Nobody has named a country yet: German VAT, said so.
    expect(text).toContain('plus VAT 19 % (Germany)');
    expect(text.replace(/\s+/g, ' ')).toContain('German VAT applies until a country is given.');

    const unknown = await c.call('GET', '/pub/offer/2f0b6c1e-8d3a-4a51-9a2b-1c2d3e4f5a6b/pdf?lang=en-US', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('The link is now outdated and no longer available.');
  });
});
