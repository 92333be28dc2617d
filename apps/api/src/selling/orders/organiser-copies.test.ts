import { formatMoney } from '@messeportal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, mediaItems, orders, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

const COPIES = 'bestellungen@messeportal.example';
const COPY_KINDS = ['order_copy', 'booked_services_copy'];

describe.each(engines)('organiser copies of orders and booklet sends (%s)', (engine) => {
  let c: BackofficeContext;
  let eventNameDe: string;
  let productGroupId: number;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const { event } = (await c.call('GET', `/pub/event/${c.kitchen.id}?lang=de-DE`, {})).json();
    eventNameDe = event.name;
    productGroupId = event.productgroupsIds[0];
    // The logo sells out after a few orders; these tests order it several times.
    await c.db.update(mediaItems).set({ stock: sql`${mediaItems.ordered} + 50` }).where(eq(mediaItems.id, c.items.logo.id));
  });
  afterAll(() => c.close());

  const copies = () => c.db.select().from(outboxMails).where(inArray(outboxMails.kind, COPY_KINDS)).orderBy(outboxMails.id);
  const lastMailOf = async (kind: string, recipient: string) =>
    (await c.db.select().from(outboxMails).where(and(eq(outboxMails.kind, kind), eq(outboxMails.recipient, recipient))).orderBy(desc(outboxMails.id)))[0]!;
  const setCopyAddress = async (orderCopyAddress: string) => {
    const { settings } = (await c.call('GET', '/be/admin/settings')).json();
    return c.call('PUT', '/be/admin/settings?lang=en-US', c.staff, { ...settings, orderCopyAddress });
  };
  let n = 0;
  /** A new exhibitor's binding order in the configurator, its contact writing English. */
  const newExhibitorOrder = () => {
    const email = `eva${++n}@holzwerk.example`;
    const payload = {
      eventId: c.kitchen.id,
      agb: true,
      cancellationPolicy: true,
      comment: 'Bitte nahe am Eingang',
      stand: { standConfigId: c.items.corner.id, qm: 48 },
      medias: [{ id: c.items.logo.id, amount: 1 }],
      orderBooks: [{ id: c.items.cleaning.id, amount: 48 }],
      brands: [{ id: 0, name: 'Holzwerk', productgroupsIds: [productGroupId] }],
      personal: {
        company: { name: `Holzwerk Alpen ${n} GmbH`, ustid: 'ATU12345678', email: `firma.${email}`, phone: '+43 512 123456' },
        address: { street: 'Museumstraße 1', zip: '6020', city: 'Innsbruck', country: 'at' },
        contact: { gender: 3, lang: 'en', firstName: 'Eva', name: 'Berger', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    };
    return c.call('POST', '/pub/order?lang=en-US', {}, payload);
  };

  it('sends no copy while the setting is empty', async () => {
    const response = await newExhibitorOrder();
    expect(response.statusCode, response.body).toBe(200);
    expect(await copies()).toEqual([]);
  });

  it('keeps the copy address in the settings, checked as an e-mail address', async () => {
    const wrong = await setCopyAddress('bestellungen@');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ property: 'orderCopyAddress', message: 'This is not a valid email address' }]);
    const saved = await setCopyAddress(COPIES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.orderCopyAddress).toBe(COPIES);
    expect((await c.call('GET', '/be/admin/settings')).json().settings.orderCopyAddress).toBe(COPIES);
  });

  it('copies a configurator order in German with the company, the registration and the same positions', async () => {
    const response = await newExhibitorOrder();
    expect(response.statusCode, response.body).toBe(200);
    const { registrationId, email } = response.json();
    const [order] = await c.db.select().from(orders).where(eq(orders.registrationId, registrationId));
    const [copy, ...more] = await copies();
    expect(more).toEqual([]);
    expect(copy).toMatchObject({
      kind: 'order_copy',
      recipient: COPIES,
      lang: 'de',
      subject: `Bestellkopie: Holzwerk Alpen ${n} GmbH, Anmeldung ${registrationId} (${eventNameDe})`,
      documentId: null,
    });
    // The exhibitor got its summary in English; the copy names the same positions in German, with the same sums.
    const summary = await lastMailOf('order_summary', email);
    expect(summary.text).toContain(c.items.logo.nameEn);
    expect(copy!.text).toContain(c.items.logo.nameDe);
    expect(copy!.text).toContain(c.items.cleaning.titleDe);
    expect(copy!.text).not.toContain(c.items.logo.nameEn);
    expect(copy!.text).toContain(`bestellt von ${email}`);
    expect(copy!.text).toContain('Anmerkung des Ausstellers: Bitte nahe am Eingang');
    expect(copy!.text).toContain(`Netto: ${formatMoney(order!.netCents, 'de', 'EUR')}`);
    expect(copy!.text).toContain(`Brutto: ${formatMoney(order!.grossCents, 'de', 'EUR')}`);
    const rows = (text: string) => text.split('\n').filter((line) => line.split(' | ').length === 4).length;
    expect(rows(copy!.text)).toBe(rows(summary.text));
  });

  it('copies an order of a staff offer, a portal media order and a booklet save and send, with its document', async () => {
    const before = (await copies()).length;
    const company = `${c.demo.companyName}, Anmeldung ${c.demo.registrationId} (${eventNameDe})`;
    const TECHNICIAN = c.demo.technicianEmail;

    const payload = { ...c.configuration({ stand: {}, medias: [], orderBooks: [{ id: c.items.handlingFee.id, amount: 1 }] }), mode: 'be_registration', registrationId: c.demo.registrationId };
    const { offer } = (await c.save(payload)).json();
    const technician = await c.exhibitorLogin(TECHNICIAN);
    const ordered = await c.call('POST', '/fe/order?lang=en-US', technician, { eventId: c.kitchen.id, uuid: offer.uuid, agb: true, cancellationPolicy: true });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const media = await c.call('POST', `/fe/rest/media/${c.demo.registrationId}?lang=en-US`, c.exhibitor, { medias: [{ id: c.items.logo.id, amount: 1 }] });
    expect(media.statusCode, media.body).toBe(200);

    const booklet = `/fe/rest/orderbook/${c.demo.registrationId}?tab=0&sendMail=1&lang=en-US`;
    const sent = await c.call('POST', booklet, c.exhibitor, { orderBooks: [{ id: c.items.cleaning.id, amount: 60 }] });
    expect(sent.statusCode, sent.body).toBe(200);

    const [offerCopy, mediaCopy, bookletCopy, ...more] = (await copies()).slice(before);
    expect(more).toEqual([]);
    expect(offerCopy).toMatchObject({ kind: 'order_copy', recipient: COPIES, lang: 'de', subject: `Bestellkopie: ${company}` });
    expect(offerCopy!.text).toContain('eine Bestellung auf ein Angebot');
    expect(offerCopy!.text).toContain(`bestellt von ${TECHNICIAN}`);
    expect(mediaCopy).toMatchObject({ kind: 'order_copy', recipient: COPIES, lang: 'de', subject: `Bestellkopie: ${company}` });
    expect(mediaCopy!.text).toContain('Werbemittel im Ausstellerportal');
    expect(mediaCopy!.text).toContain(`${c.items.logo.nameDe} | 1,00 Stück`);

    const [document] = await c.db
      .select()
      .from(documents)
      .where(and(eq(documents.registrationId, c.demo.registrationId), eq(documents.type, 'booked_services')))
      .orderBy(desc(documents.id));
    expect(bookletCopy).toMatchObject({ kind: 'booked_services_copy', recipient: COPIES, lang: 'de', subject: `Kopie Serviceleistungen: ${company}` });
    expect(bookletCopy!.documentId).toBe(document!.id);
    expect(bookletCopy!.text).toContain(`${c.items.cleaning.titleDe} | 60,00 m²`);
    expect(bookletCopy!.text).toContain(`(${document!.number})`);
    // The exhibitor's mail carries the same document.
    const exhibitorMail = await c.db.select().from(outboxMails).where(and(eq(outboxMails.kind, 'booked_services'), eq(outboxMails.documentId, document!.id)));
    expect(exhibitorMail).toHaveLength(1);
  });

  it('stops copying once the address is emptied again', async () => {
    expect((await setCopyAddress('')).statusCode).toBe(200);
    const before = (await copies()).length;
    const ordered = await newExhibitorOrder();
    expect(ordered.statusCode, ordered.body).toBe(200);
    const booklet = `/fe/rest/orderbook/${c.demo.registrationId}?tab=0&sendMail=1`;
    expect((await c.call('POST', booklet, c.exhibitor, { orderBooks: [{ id: c.items.cleaning.id, amount: 61 }] })).statusCode).toBe(200);
    expect(await copies()).toHaveLength(before);
  });
});
