import { describe, expect, it } from 'vitest';
import { amountsDue, type CompanyDocument } from './amount-due.ts';
import { registrationsWithEvents } from './dashboard.ts';
import { dateRange } from './date-range.ts';
import { nextAction } from './next-action.ts';
import { event, registration } from './portal-fixtures.ts';
import { registrationProgress } from './registration-progress.ts';

const invoice = (id: number, registrationId: number, payment: Partial<NonNullable<CompanyDocument['payment']>>, dueDate: string | null = '2026-12-10'): CompanyDocument => ({
  id,
  type: 'invoice',
  typeLabel: 'Rechnung',
  number: `RE-${id}`,
  date: '2026-11-26',
  status: 'open',
  statusLabel: 'offen',
  netAmount: 100,
  vatAmount: 19,
  grossAmount: 119,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  pdfUrl: '',
  xmlUrl: null,
  dueDate,
  payment: { state: 'open', open: 119, paid: 0, creditBalance: 0, ...payment },
  registrationId,
  eventId: 1,
  eventName: 'Messe 1',
  currency: 'EUR',
});
const dashDate = (value: string) => value.split('-').reverse().join('.');
const now = new Date('2026-11-22T12:00:00Z');
const kitchen = event(1, { isRegistered: true });

describe('the exhibitor’s home', () => {
  it('writes a fair’s days compactly', () => {
    expect(dateRange('2027-03-12', '2027-03-15', dashDate)).toBe('12.–15.03.2027');
    expect(dateRange('2027-02-28', '2027-03-02', dashDate)).toBe('28.02.–02.03.2027');
    expect(dateRange('2026-12-30', '2027-01-02', dashDate)).toBe('30.12.2026–02.01.2027');
    expect(dateRange('2027-03-12', '2027-03-12', dashDate)).toBe('12.03.2027');
  });

  it('sums what is left to pay of open, part-paid and overdue invoices, and counts the overdue ones', () => {
    const documents = [
      invoice(1, 1, { state: 'open', open: 119 }, '2026-12-10'),
      invoice(2, 1, { state: 'partPaid', open: 50.5 }, '2026-12-01'),
      invoice(3, 1, { state: 'overdue', open: 0.1 }, '2026-11-01'),
      invoice(4, 1, { state: 'paid', open: 0 }),
      invoice(5, 1, { state: 'canceled', open: 0 }),
      { ...invoice(6, 1, {}), type: 'confirmation', payment: null, dueDate: null },
    ];
    expect(amountsDue(documents)).toEqual([{ currency: 'EUR', open: 169.6, invoices: 3, overdue: 1, nextDue: '2026-11-01' }]);
    expect(amountsDue([invoice(4, 1, { state: 'paid', open: 0 })])).toEqual([]);
  });

  it('puts a missing e-mail confirmation first, then what is due soonest', () => {
    const unconfirmed = registrationsWithEvents([registration(1, 1, { isConfirmed: false })], [kitchen]);
    expect(nextAction(unconfirmed, [], now)).toEqual({ kind: 'confirmRegistration', registrationId: 1, eventName: 'Messe 1' });

    const entries = registrationsWithEvents([registration(1, 1)], [kitchen]);
    // The media deadline (21.01.2027) comes before the services' (22.03.2027).
    expect(nextAction(entries, [], now)).toMatchObject({ kind: 'task', task: { kind: 'media' } });
    // An invoice due earlier comes first; an overdue one says so.
    expect(nextAction(entries, [invoice(1, 1, { state: 'overdue' }, '2026-11-15')], now)).toMatchObject({ kind: 'payInvoice', due: '2026-11-15', overdue: true });
    // Started tasks and paid invoices are not asked for again.
    const started = registrationsWithEvents([registration(1, 1, { mediaOrdered: 1, servicesBooked: 2 })], [kitchen]);
    expect(nextAction(started, [invoice(1, 1, { state: 'paid', open: 0 })], now)).toBeNull();
    // A cancelled registration asks for nothing.
    const canceled = registrationsWithEvents([registration(1, 1, { isConfirmed: false, canceledAt: '2026-11-01T10:00:00.000Z' })], [kitchen]);
    expect(nextAction(canceled, undefined, now)).toBeNull();
  });

  it('shows each registration’s steps, leaving out those its fair does not ask for', () => {
    const [entry] = registrationsWithEvents([registration(1, 1, { servicesBooked: 3, confirmationsRequired: 2, confirmationsOpen: 1 })], [kitchen]);
    expect(registrationProgress(entry!, [invoice(1, 1, { state: 'paid', open: 0 })])).toEqual([
      { kind: 'registered', done: true },
      { kind: 'confirmed', done: true },
      { kind: 'services', done: true },
      { kind: 'confirmations', done: false },
      { kind: 'media', done: false },
      { kind: 'paid', done: true },
    ]);
    const [bare] = registrationsWithEvents([registration(2, 2)], [event(2, { isTechVisible: false, isMediaVisible: false })]);
    expect(registrationProgress(bare!, undefined).map((step) => step.kind)).toEqual(['registered', 'confirmed', 'paid']);
    // Paid only once an invoice is issued and none is open.
    expect(registrationProgress(bare!, []).at(-1)).toEqual({ kind: 'paid', done: false });
    expect(registrationProgress(bare!, [invoice(1, 2, { state: 'open' })]).at(-1)).toEqual({ kind: 'paid', done: false });
  });
});
