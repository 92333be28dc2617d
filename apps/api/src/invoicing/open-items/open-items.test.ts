import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { buildInvoice, buildRegistration } from '../../../test/factories/index.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { documents } from '../../platform/db/schema.ts';
import { openItemsQuerySchema, type OpenItem, type OpenItemsAnswer } from '@messeportal/domain';
import { listOpenItems } from './list-open-items.ts';

type Headers = Record<string, string>;

/** A day the tests see the open items on: in Berlin, 1 March 2027 (10:00 UTC is 11:00 there). */
const NOW = new Date('2027-03-01T10:00:00Z');

// Issue 30: every invoice with something open, per event and across events, with totals by age on the
// organiser's day, filters and the company's payment history.
describe.each(engines)('open items (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
  });
  afterAll(() => c.close());

  /** An exhibitor of the kitchen fair named `<prefix> <n>` invoiced for a stand of `net` euros, due on `dueDate`. */
  async function invoiced(prefix: string, net = 1_000, dueDate?: string) {
    const exhibitor = await invoicedExhibitor(c, `${prefix} ${++counter} GmbH`, net);
    if (dueDate) await c.db.update(documents).set({ dueDate }).where(eq(documents.id, exhibitor.id));
    return exhibitor;
  }
  const seen = (query: Record<string, string | number>) => listOpenItems(c.t.app, openItemsQuerySchema.parse(query), 'de', NOW);
  const numbers = (answer: OpenItemsAnswer) => answer.items.map((item: OpenItem) => item.number);
  const today = () => new Date().toISOString().slice(0, 10);
  const pay = (id: number, amount: number) => c.call('POST', `/be/document/${id}/payments`, accounting, { paidOn: today(), amount });
  async function credit(id: number, net: number) {
    const { lines } = (await c.call('GET', `/be/document/${id}`, accounting)).json();
    const response = await c.call('POST', `/be/document/${id}/credit_note`, accounting, { lines: [{ id: lines[0].id, net }], reason: 'Kulanz' });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('puts each invoice into its age bucket on the organiser’s day, at the buckets’ edges, and totals each bucket', async () => {
    const due = ['2027-03-01', '2027-02-28', '2027-01-30', '2027-01-29', '2026-12-31', '2026-12-30'];
    const made = [];
    for (const day of due) made.push(await invoiced('Altersprobe', 1_000, day));
    const answer = await seen({ q: 'Altersprobe' });
    expect(answer.items.map((item) => [item.number, item.age, item.daysOverdue])).toEqual([
      [made[5]!.number, 'over60', 61],
      [made[4]!.number, 'days31to60', 60],
      [made[3]!.number, 'days31to60', 31],
      [made[2]!.number, 'days1to30', 30],
      [made[1]!.number, 'days1to30', 1],
      [made[0]!.number, 'notDue', 0],
    ]);
    expect(answer.items.map((item) => item.state)).toEqual(['overdue', 'overdue', 'overdue', 'overdue', 'overdue', 'open']);
    expect(answer.ages).toEqual([
      { age: 'notDue', count: 1, open: 1190 },
      { age: 'days1to30', count: 2, open: 2380 },
      { age: 'days31to60', count: 2, open: 2380 },
      { age: 'over60', count: 1, open: 1190 },
    ]);
    expect(answer).toMatchObject({ total: 6, open: 7140, creditBalance: 0 });

    const older = await seen({ q: 'Altersprobe', age: 'days31to60' });
    expect(numbers(older)).toEqual([made[4]!.number, made[3]!.number]);
    // The buckets still count every age, so each can be chosen from the totals.
    expect(older.total).toBe(2);
    expect(older.ages).toEqual(answer.ages);
  });

  it('lowers the open amount by a credit note and a part payment, and filters by state, sorts by amount', async () => {
    const [credited, part, untouched] = [await invoiced('Zustandsprobe', 1_000, '2099-12-31'), await invoiced('Zustandsprobe', 2_000, '2099-12-31'), await invoiced('Zustandsprobe', 500, '2099-12-31')];
    await credit(credited.id, 100);
    expect((await pay(part.id, 380)).statusCode).toBe(200);
    const all = await seen({ q: 'Zustandsprobe', sort: 'open' });
    expect(all.items.map((item) => [item.number, item.state, item.gross, item.credited, item.paid, item.open])).toEqual([
      [part.number, 'partPaid', 2380, 0, 380, 2000],
      [credited.number, 'open', 1190, 119, 0, 1071],
      [untouched.number, 'open', 595, 0, 0, 595],
    ]);
    expect(all.open).toBe(3666);
    expect(numbers(await seen({ q: 'Zustandsprobe', state: 'partPaid' }))).toEqual([part.number]);
    expect(numbers(await seen({ q: 'Zustandsprobe', state: 'open', sort: 'number' }))).toEqual([credited.number, untouched.number].sort());
    expect((await seen({ q: 'Zustandsprobe', state: 'overdue' })).total).toBe(0);
  });

  it('leaves paid invoices out, lists a credit balance on its own view and a disputed invoice on its', async () => {
    const [paid, overpaid, disputed] = [await invoiced('Saldoprobe'), await invoiced('Saldoprobe'), await invoiced('Saldoprobe')];
    expect((await pay(paid.id, 1190)).statusCode).toBe(200);
    expect((await pay(overpaid.id, 1190)).statusCode).toBe(200);
    await credit(overpaid.id, 200);
    await c.db.update(documents).set({ disputedAt: new Date(), disputeNote: 'Stand zu klein' }).where(eq(documents.id, disputed.id));

    expect(numbers(await seen({ q: 'Saldoprobe' }))).toEqual([disputed.number]);
    const balance = await seen({ q: 'Saldoprobe', state: 'creditBalance' });
    expect(balance.items.map((item) => [item.number, item.state, item.open, item.creditBalance])).toEqual([[overpaid.number, 'paid', 0, 238]]);
    expect(balance.creditBalance).toBe(238);
    const onDispute = await seen({ q: 'Saldoprobe', state: 'disputed' });
    expect(onDispute.items.map((item) => [item.number, item.disputed])).toEqual([[disputed.number, true]]);
  });

  it('narrows to one event and finds by part of the company’s name or the number, across events otherwise', async () => {
    const kitchen = await invoiced('Messeprobe');
    const registration = await buildRegistration(c.t.app, {
      event: c.fireplace,
      company: { name: 'Messeprobe Ofen GmbH' },
      orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle: 50_000 }] }],
    });
    const stove = await buildInvoice(c.t.app, registration.id);
    expect(numbers(await seen({ q: 'Messeprobe', sort: 'company' }))).toEqual([kitchen.number, stove.number]);
    const atStoveFair = await seen({ q: 'messeprobe', eventId: c.fireplace.id });
    expect(atStoveFair.items.map((item) => [item.number, item.eventName, item.company])).toEqual([[stove.number, c.fireplace.nameDe, 'Messeprobe Ofen GmbH']]);
    expect(numbers(await seen({ q: kitchen.number }))).toEqual([kitchen.number]);
  });

  it('answers the list to accounting through the route, pages it, and refuses bad filters with a translated 400', async () => {
    await invoiced('Routenprobe');
    const response = await c.call('GET', '/be/open-items?q=Routenprobe&page=1', accounting);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, items: [{ company: expect.stringMatching(/^Routenprobe/), currency: 'EUR' }] });
    expect((await c.call('GET', '/be/open-items?q=Routenprobe&page=2', accounting)).json().items).toEqual([]);
    for (const query of ['eventId=99999999999999', 'eventId=abc', 'state=bezahlt', 'age=90', 'page=0', `q=${'x'.repeat(101)}`, 'sort=gross']) {
      const bad = await c.call('GET', `/be/open-items?${query}&lang=en-US`, accounting);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().errors[0].message, query).toMatch(/^[A-Z].+\.$/);
    }
    expect((await c.call('GET', '/be/open-items', await c.staffAs('sales', 'sales-oi@messeportal.example'))).statusCode).toBe(403);
  });

  it('shows a company’s payment history: every invoice with its payments, credit notes and state', async () => {
    const first = await invoiced('Historie');
    const company = first.company;
    await pay(first.id, 190);
    await credit(first.id, 100);
    const response = await c.call('GET', `/be/companies/${company.id}/payment-history`, accounting);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json();
    expect(history.company).toEqual({ id: company.id, name: company.name });
    expect(history.invoices).toEqual([
      expect.objectContaining({
        number: first.number,
        state: 'partPaid',
        gross: 1190,
        paid: 190,
        open: 881,
        payments: [{ paidOn: today(), amount: 190, kind: 'manual' }],
        corrections: [expect.objectContaining({ type: 'credit_note', gross: 119 })],
      }),
    ]);
    expect(history).toMatchObject({ open: 881, creditBalance: 0 });
    for (const id of ['99999999999999', '0', 'abc', '2147483647']) expect((await c.call('GET', `/be/companies/${id}/payment-history`, accounting)).statusCode, id).toBe(404);
  });
  it('shows the event dashboard what its invoices came to, what was paid, what is open and overdue', async () => {
    const figures = async () => (await c.call('GET', `/be/event/${c.fireplace.id}/dashboard`, accounting)).json().payments;
    const before = await figures();
    const stoveInvoice = async (name: string, priceSingle: number) => {
      const registration = await buildRegistration(c.t.app, { event: c.fireplace, company: { name }, orders: [{ status: 'confirmed', positions: [{ kind: 'stand', description: 'Standfläche', priceSingle }] }] });
      return buildInvoice(c.t.app, registration.id);
    };
    const [current, late] = [await stoveInvoice('Tafelprobe Eins GmbH', 100_000), await stoveInvoice('Tafelprobe Zwei GmbH', 50_000)];
    await pay(current.id, 190);
    await credit(late.id, 100);
    await c.db.update(documents).set({ dueDate: '2020-01-31' }).where(eq(documents.id, late.id));
    const after = await figures();
    expect({
      invoicedCents: after.invoicedCents - before.invoicedCents,
      paidCents: after.paidCents - before.paidCents,
      openCents: after.openCents - before.openCents,
      overdueCents: after.overdueCents - before.overdueCents,
      openInvoices: after.openInvoices - before.openInvoices,
      overdueInvoices: after.overdueInvoices - before.overdueInvoices,
    }).toEqual({ invoicedCents: 119_000 + 59_500 - 11_900, paidCents: 19_000, openCents: 100_000 + 47_600, overdueCents: 47_600, openInvoices: 2, overdueInvoices: 1 });
  });
});
