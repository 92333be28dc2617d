import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, orders, outboxMails, registrations } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { buildContact, buildInvoice, buildRegistration } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext, type Method } from '../../../test/staff-context.ts';

describe.each(engines)('restoring a cancelled registration (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: Method, url: string, payload?: object, lang = 'de-DE', headers: Record<string, string> = c.staff) =>
    c.call(method, `${url}?lang=${lang}`, headers, payload);
  const row = async (id: number) => (await c.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const mailsTo = (recipient: string, kind: string) =>
    c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, recipient), eq(outboxMails.kind, kind))).orderBy(outboxMails.id);
  const lastAudit = async (id: number) =>
    (await c.db.select().from(auditLog).where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];

  let serial = 0;
  /** A confirmed registration at the kitchen fair on the stand given, with an open stand order, cancelled by staff. */
  async function cancelled(stand: { hall: string; standNr: string }, options: { invoiced?: boolean; isConfirmed?: boolean } = {}) {
    const contact = await buildContact(c.t.app, { isMainContact: true, lang: 'en', email: `restore${++serial}-${engine}@holz.example` });
    const registration = await buildRegistration(c.t.app, {
      event: c.kitchen,
      company: { id: contact.companyId } as never,
      contact,
      ...stand,
      isConfirmed: options.isConfirmed ?? true,
      orders: [{ status: 'open', positions: [{ kind: 'stand', description: 'Standfläche', amount: 20, unit: 'qm', priceSingle: 18_900 }] }],
    });
    if (options.invoiced) await buildInvoice(c.t.app, registration.id);
    const canceled = await send('POST', `/be/registration/${registration.id}/cancel`, { reason: 'Zahlungsverzug', cancelInvoices: options.invoiced ?? false });
    expect(canceled.statusCode, canceled.body).toBe(200);
    return { id: registration.id, email: contact.email };
  }

  it('restores a cancelled registration with its former stand; its orders and cancelled invoices stay cancelled', async () => {
    const { id, email } = await cancelled({ hall: 'Halle 2', standNr: 'C4' }, { invoiced: true });
    const before = (await send('GET', `/be/registration/${id}`)).json();
    expect(before.registration).toMatchObject({ state: 'canceled', hall: '', standNr: '', canceledStand: { hall: 'Halle 2', standNr: 'C4' } });
    expect(before.actions.restore).toBe(true);
    const invoicesBefore = await c.db.select({ type: documents.type, status: documents.status, number: documents.number }).from(documents).where(eq(documents.registrationId, id));

    const restored = await send('POST', `/be/registration/${id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    const body = restored.json();
    expect(body.registration).toMatchObject({ state: 'confirmed', canceledAt: null, cancelReason: '', hall: 'Halle 2', standNr: 'C4', canceledStand: null });
    expect(body.actions).toMatchObject({ restore: false, cancel: true, assignStand: true });
    expect(body.orders.map((order: { status: string }) => order.status)).toEqual(['canceled']);
    // Invoices, vouchers and confirmations are as the cancellation left them.
    expect(await c.db.select({ type: documents.type, status: documents.status, number: documents.number }).from(documents).where(eq(documents.registrationId, id))).toEqual(invoicesBefore);
    expect(invoicesBefore.some((document) => document.type === 'invoice' && document.status === 'canceled')).toBe(true);
    expect(await c.db.select({ status: orders.status }).from(orders).where(eq(orders.registrationId, id))).toEqual([{ status: 'canceled' }]);

    expect(await lastAudit(id)).toMatchObject({
      actor: c.admin.actor,
      before: { state: 'canceled', cancelReason: 'Zahlungsverzug', hall: 'Halle 2', standNr: 'C4' },
      after: { restoredTo: 'confirmed', hall: 'Halle 2', standNr: 'C4' },
    });
    const [mail] = await mailsTo(email, 'registration_restored');
    expect(mail).toMatchObject({ lang: 'en', subject: 'Your registration for Kitchen trade fair test is valid again' });
    expect(mail!.text).toContain('Your stand is Halle 2, stand C4, as before.');
    expect(mail!.text).toContain('Orders cancelled with the registration remain cancelled.');
    expect(body.timeline.at(-1)).toMatchObject({ kind: 'restored', actor: c.admin.actor });

    // Restored, it is no longer cancelled: a second restore is refused.
    const again = await send('POST', `/be/registration/${id}/restore`, {}, 'en-US');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This registration is not cancelled.');
  });

  it('refuses the former stand another registration holds now, naming it, and restores without it when asked', async () => {
    const { id, email } = await cancelled({ hall: 'Halle 3', standNr: 'D1' }, { isConfirmed: false });
    const other = await buildRegistration(c.t.app, { event: c.kitchen, company: { name: 'Nachrücker AG' }, hall: 'halle 3', standNr: 'd 01' });
    const refused = await send('POST', `/be/registration/${id}/restore`, {}, 'en-US');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        property: 'withoutStand',
        message: `The former stand D1 in Halle 3 has since been assigned to Nachrücker AG (registration ${other.id}). Restore the registration without a stand and assign another one.`,
      },
    ]);
    expect(await row(id)).toMatchObject({ canceledHall: 'Halle 3', canceledStandNr: 'D1', hall: '', standNr: '' });
    expect((await row(id)).canceledAt).not.toBeNull();
    expect(await mailsTo(email, 'registration_restored')).toEqual([]);

    const restored = await send('POST', `/be/registration/${id}/restore`, { withoutStand: true });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().registration).toMatchObject({ state: 'unconfirmed', hall: '', standNr: '' });
    expect(restored.json().actions).toMatchObject({ confirm: true, newConfirmLink: true });
    const [mail] = await mailsTo(email, 'registration_restored');
    expect(mail!.text).toContain('We will let you know your stand separately.');
    expect(mail!.text).toContain('Your registration is not confirmed yet');
  });

  it('refuses bad input, a registration that is not cancelled, an unknown one and accounting', async () => {
    const { id } = await cancelled({ hall: 'Halle 5', standNr: 'E2' });
    const bad = await send('POST', `/be/registration/${id}/restore`, { withoutStand: 'ja' }, 'en-US');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ property: 'withoutStand', message: expect.any(String) }]);
    const accounting = await c.staffAs('accounting', `restore-accounting-${engine}@messeportal.example`);
    const forbidden = await send('POST', `/be/registration/${id}/restore`, {}, 'en-US', accounting);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
    expect((await row(id)).canceledAt).not.toBeNull();
    const open = await send('POST', `/be/registration/${c.demo.registrationId}/restore`, {}, 'en-US');
    expect(open.statusCode).toBe(409);
    expect((await send('POST', '/be/registration/999999/restore', {})).statusCode).toBe(404);
    const sales = await c.staffAs('sales', `restore-sales-${engine}@messeportal.example`);
    expect((await send('POST', `/be/registration/${id}/restore`, {}, 'de-DE', sales)).statusCode).toBe(200);
  });
});
