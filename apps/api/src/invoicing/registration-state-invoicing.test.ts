import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, events, organiserSettings, outboxMails, registrations } from '../platform/db/schema.ts';
import { engines } from '../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../test/staff-context.ts';

describe.each(engines)('invoices following the registration: on confirmation, cancelled with it (%s)', (engine) => {
  let c: BackofficeContext;
  let counter = 0;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const invoiceOnConfirmation = async (on: boolean) => {
    await c.db.update(events).set({ invoiceOnConfirmation: on }).where(eq(events.id, c.kitchen.id));
    c.t.app.eventCatalog.invalidate();
  };
  const invoicesOf = (registrationId: number) =>
    c.db.select().from(documents).where(and(eq(documents.registrationId, registrationId), eq(documents.type, 'invoice')));

  /** A new German exhibitor orders bindingly; answers its registration and the token of its double opt-in link. */
  async function newExhibitor() {
    const email = `confirm${++counter}-${engine}@tischlerei.example`;
    const payload = {
      ...c.configuration({ medias: [], orderBooks: [{ id: c.items.cleaning.id, amount: 48 }] }),
      agb: true,
      cancellationPolicy: true,
      brands: [],
      personal: {
        company: { name: `Tischlerei Lind ${counter}`, email: `firma.${email}`, phone: '+49 711 123456' },
        address: { street: 'Königstraße 1', zip: '70173', city: 'Stuttgart', country: 'de' },
        contact: { gender: 3, lang: 'de', firstName: 'Jonas', name: 'Lind', email, passwordNew: 'Geheim-Messe-27', passwordNewRepeat: 'Geheim-Messe-27' },
      },
    };
    const response = await c.call('POST', '/pub/order?lang=de-DE', {}, payload);
    expect(response.statusCode, response.body).toBe(200);
    const registrationId: number = response.json().registrationId;
    const [mail] = await c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'registration_confirm')));
    return { email, registrationId, token: mail!.link!.split('/').at(-2)! };
  }

  it('invoices everything ordered when the exhibitor confirms by its link, and mails the invoice', async () => {
    await invoiceOnConfirmation(true);
    const fresh = await newExhibitor();
    expect(await invoicesOf(fresh.registrationId)).toEqual([]);

    const confirmed = await c.call('POST', `/pub/confirm/${fresh.registrationId}/${fresh.token}`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [invoice] = await invoicesOf(fresh.registrationId);
    expect(invoice).toMatchObject({ status: 'open', billingNumber: 'none', number: expect.stringMatching(/^RE-\d{4}-\d{4}$/) });
    const invoicing = (await c.call('GET', `/be/registration/${fresh.registrationId}/invoicing`, c.staff)).json();
    expect(invoicing.uninvoiced).toEqual([]);
    const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.documentId, invoice!.id));
    expect(mail).toMatchObject({ kind: 'invoice', recipient: fresh.email });
  });

  it('confirms on staff’s click even when the invoice cannot be issued; the positions stay to invoice', async () => {
    await invoiceOnConfirmation(true);
    const [settings] = await c.db.select({ iban: organiserSettings.iban }).from(organiserSettings);
    await c.db.update(organiserSettings).set({ iban: '' });
    try {
      const fresh = await newExhibitor();
      const confirmed = await c.call('POST', `/be/registration/${fresh.registrationId}/confirm`, c.staff);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().registration).toMatchObject({ state: 'confirmed' });
      expect(await invoicesOf(fresh.registrationId)).toEqual([]);
      const invoicing = (await c.call('GET', `/be/registration/${fresh.registrationId}/invoicing`, c.staff)).json();
      expect(invoicing.uninvoiced.map((entry: { billingNumber: string }) => entry.billingNumber)).toContain('stand');
    } finally {
      await c.db.update(organiserSettings).set({ iban: settings!.iban });
    }
  });

  it('leaves the invoice to staff when the event does not invoice on confirmation', async () => {
    await invoiceOnConfirmation(false);
    const fresh = await newExhibitor();
    expect((await c.call('POST', `/pub/confirm/${fresh.registrationId}/${fresh.token}`, {})).statusCode).toBe(200);
    const [registration] = await c.db.select().from(registrations).where(eq(registrations.id, fresh.registrationId));
    expect(registration!.isConfirmed).toBe(true);
    expect(await invoicesOf(fresh.registrationId)).toEqual([]);
  });

  it('cancels the registration with its live invoices when an admin asks; sales may cancel it only without them', async () => {
    await invoiceOnConfirmation(true);
    const fresh = await newExhibitor();
    await c.call('POST', `/pub/confirm/${fresh.registrationId}/${fresh.token}`, {});
    const [invoice] = await invoicesOf(fresh.registrationId);
    const cancel = (headers: Record<string, string>, body: object) => c.call('POST', `/be/registration/${fresh.registrationId}/cancel?lang=en-US`, headers, body);

    const sales = await cancel(await c.staffAs('sales'), { reason: 'Firma aufgelöst', cancelInvoices: true });
    expect(sales.statusCode).toBe(403);
    const [untouched] = await c.db.select().from(registrations).where(eq(registrations.id, fresh.registrationId));
    expect(untouched!.canceledAt).toBeNull();

    const canceled = await cancel(c.staff, { reason: 'Firma aufgelöst', cancelInvoices: true });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().registration).toMatchObject({ state: 'canceled' });
    const [after] = await c.db.select().from(documents).where(eq(documents.id, invoice!.id));
    expect(after!.status).toBe('canceled');
    const [voucher] = await c.db.select().from(documents).where(and(eq(documents.correctsId, invoice!.id), eq(documents.type, 'cancellation')));
    expect(voucher).toMatchObject({ grossCents: invoice!.grossCents, number: expect.stringMatching(/^ST-/) });
    // The voucher says why: the registration's reason.
    expect(voucher!.content).toMatchObject({ reason: 'Firma aufgelöst' });
  });
});
