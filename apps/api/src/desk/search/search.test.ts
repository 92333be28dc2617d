import { SEARCH_HITS_PER_KIND, type SearchHit } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { buildCompany, buildContact, buildRegistration } from '../../../test/factories/index.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

describe.each(engines)('search everywhere in the back office (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const search = (q: string, lang = 'de-DE', headers: Record<string, string> = c.staff) => c.call('GET', `/be/search?q=${encodeURIComponent(q)}&lang=${lang}`, headers);
  const hitsOf = async (q: string, lang = 'de-DE') => {
    const response = await search(q, lang);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().hits as SearchHit[];
  };
  const ofKind = <K extends SearchHit['kind']>(hits: SearchHit[], kind: K) => hits.filter((hit): hit is Extract<SearchHit, { kind: K }> => hit.kind === kind);

  it('finds a registration by its stand number, in any case and with its hall, across the events', async () => {
    const [registration] = ofKind(await hitsOf('e7'), 'registration');
    expect(registration).toEqual({
      kind: 'registration',
      id: c.demo.registrationId,
      companyName: 'Beispiel Küchenbau GmbH',
      eventName: 'Küchenfachmesse Test',
      hall: 'Halle 6',
      standNr: 'E7',
      state: 'confirmed',
    });
    expect(ofKind(await hitsOf('Halle 6 E7'), 'registration').map((hit) => hit.id)).toEqual([c.demo.registrationId]);
    const [atTheFireplaceFair] = ofKind(await hitsOf('A3', 'en-US'), 'registration');
    expect(atTheFireplaceFair).toMatchObject({ id: c.other.registrationId, eventName: 'Stove fair test', standNr: 'A3', state: 'unconfirmed' });
  });

  it('lists the exact stand first, then those that start with it, at most five of a kind', async () => {
    const neighbours = [];
    for (const standNr of ['XE7', 'E71', 'E72', 'E73', 'E74', 'E75']) {
      neighbours.push(await buildRegistration(c.t.app, { event: c.fireplace, hall: 'Halle 2', standNr }));
    }
    const found = ofKind(await hitsOf('E7'), 'registration');
    expect(found).toHaveLength(SEARCH_HITS_PER_KIND);
    expect(found[0]!.id).toBe(c.demo.registrationId);
    expect(found.slice(1).map((hit) => hit.standNr)).not.toContain('XE7');
    expect(ofKind(await hitsOf('XE7'), 'registration').map((hit) => hit.id)).toEqual([neighbours[0]!.id]);
  });

  it('finds companies and contacts by a fragment of name or e-mail and opens them at the newest registration', async () => {
    const hits = await hitsOf('beispiel');
    expect(ofKind(hits, 'company')).toEqual([
      { kind: 'company', id: c.demo.companyId, name: 'Beispiel Küchenbau GmbH', email: 'info@beispiel-kuechenbau.example', registrationId: c.demo.registrationId, offerId: null },
    ]);
    expect(ofKind(hits, 'contact')).toContainEqual(
      expect.objectContaining({ name: 'Anna Beispiel', email: c.demo.email, companyName: 'Beispiel Küchenbau GmbH', registrationId: c.demo.registrationId }),
    );
    // A company without a registration opens its newest offer; one with neither opens nothing.
    const lonely = await buildCompany(c.t.app, { name: 'Einsiedler Möbel KG' });
    await buildContact(c.t.app, { companyId: lonely.id, firstName: 'Eva', name: 'Einsiedler', email: 'eva@einsiedler.example' });
    expect(ofKind(await hitsOf('einsiedler'), 'company')).toEqual([expect.objectContaining({ id: lonely.id, registrationId: null, offerId: null })]);
    expect(ofKind(await hitsOf('eva@einsiedler.example'), 'contact')).toEqual([expect.objectContaining({ name: 'Eva Einsiedler', companyName: 'Einsiedler Möbel KG' })]);
  });

  it('finds a fair by its name in the language asked for', async () => {
    expect(ofKind(await hitsOf('küchenfach'), 'event')).toEqual([
      { kind: 'event', id: c.kitchen.id, name: 'Küchenfachmesse Test', startsAt: c.kitchen.startsAt, endsAt: c.kitchen.endsAt },
    ]);
    expect(ofKind(await hitsOf('stove', 'en-US'), 'event')).toEqual([expect.objectContaining({ id: c.fireplace.id, name: 'Stove fair test' })]);
  });

  it('finds a document by a fragment of its number, with its type, company and gross', async () => {
    const invoice = await invoicedExhibitor(c, 'Rechnungsfirma AG', 1_000);
    const fragment = invoice.number.slice(-6);
    expect(ofKind(await hitsOf(fragment, 'en-US'), 'document')).toContainEqual(
      expect.objectContaining({ id: invoice.id, number: invoice.number, typeLabel: 'Invoice', companyName: 'Rechnungsfirma AG', gross: 1_190 }),
    );
    expect(ofKind(await hitsOf(invoice.number), 'document')[0]).toMatchObject({ id: invoice.id, typeLabel: 'Rechnung' });
  });

  it('finds an offer by its title and by the offer link pasted whole', async () => {
    const { offer } = (await c.save({ ...c.configuration(), mode: 'be_stand', toffer: { title: 'Sonderfläche Foyer' } })).json();
    expect(ofKind(await hitsOf('foyer'), 'offer')).toEqual([expect.objectContaining({ id: offer.id, title: 'Sonderfläche Foyer', eventName: 'Küchenfachmesse Test', state: 1 })]);
    const link = `https://messe.example/#/e/offer/${c.kitchen.id}/${offer.uuid}`;
    expect(ofKind(await hitsOf(link, 'en-US'), 'offer')[0]).toMatchObject({ id: offer.id, title: 'Sonderfläche Foyer' });
  });

  it('takes %, _ and \\ literally and answers an empty list when nothing matches', async () => {
    expect(await hitsOf('%%')).toEqual([]);
    expect(await hitsOf('E_')).toEqual([]);
    expect(await hitsOf('nichts-dergleichen')).toEqual([]);
  });

  it('refuses a search too short, too long or missing with a translated error, and callers who are not staff', async () => {
    for (const [q, message] of [
      [' a ', 'Please enter at least 2 characters.'],
      ['x'.repeat(101), 'Please enter at most 100 characters.'],
    ] as const) {
      const response = await search(q, 'en-US');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ property: 'q', message }]);
    }
    const missing = await c.call('GET', '/be/search?lang=de-DE', c.staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ property: 'q', message: 'Dieses Feld muss ausgefüllt werden.' }]);
    expect((await search('beispiel', 'de-DE', c.exhibitor)).statusCode).toBe(403);
    expect((await search('beispiel', 'de-DE', {})).statusCode).toBe(401);
  });

  it('answers every role of the back office, each kind as the role may read it', async () => {
    for (const role of ['sales', 'accounting'] as const) {
      const hits = (await search('beispiel', 'de-DE', await c.staffAs(role, `${role}-search@messeportal.example`))).json().hits as SearchHit[];
      expect(new Set(hits.map((hit) => hit.kind))).toEqual(new Set(['company', 'contact']));
    }
  });
});
