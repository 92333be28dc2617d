import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './payment-state.ts';

const TODAY = '2027-03-10';

describe('an invoice’s payment state', () => {
  // An invoice of 119.00 due on 15.03.2027, unless a row says otherwise.
  it.each([
    ['nothing paid, not yet due', { paidCents: 0 }, { state: 'open', openCents: 11900, creditBalanceCents: 0 }],
    ['due today is not overdue yet', { dueDate: TODAY }, { state: 'open', openCents: 11900, creditBalanceCents: 0 }],
    ['part paid', { paidCents: 5000 }, { state: 'partPaid', openCents: 6900, creditBalanceCents: 0 }],
    ['paid in full', { paidCents: 11900 }, { state: 'paid', openCents: 0, creditBalanceCents: 0 }],
    ['nothing paid, due yesterday', { dueDate: '2027-03-09' }, { state: 'overdue', openCents: 11900, creditBalanceCents: 0 }],
    ['part paid and past due: overdue wins', { paidCents: 5000, dueDate: '2027-03-09' }, { state: 'overdue', openCents: 6900, creditBalanceCents: 0 }],
    ['paid and past due', { paidCents: 11900, dueDate: '2027-03-09' }, { state: 'paid', openCents: 0, creditBalanceCents: 0 }],
    ['no due date never falls due', { dueDate: null }, { state: 'open', openCents: 11900, creditBalanceCents: 0 }],
    ['a credit note lowers what is open', { creditedCents: 1190 }, { state: 'open', openCents: 10710, creditBalanceCents: 0 }],
    ['part paid, the rest credited', { paidCents: 5000, creditedCents: 6900 }, { state: 'paid', openCents: 0, creditBalanceCents: 0 }],
    ['a credit note on a paid invoice is owed back', { paidCents: 11900, creditedCents: 2380 }, { state: 'paid', openCents: 0, creditBalanceCents: 2380 }],
    ['credited in full, nothing paid', { creditedCents: 11900 }, { state: 'credited', openCents: 0, creditBalanceCents: 0 }],
    ['credited in full after payment: all of it owed back', { paidCents: 11900, creditedCents: 11900 }, { state: 'credited', openCents: 0, creditBalanceCents: 11900 }],
    ['cancelled', { canceled: true, creditedCents: 11900 }, { state: 'canceled', openCents: 0, creditBalanceCents: 0 }],
    ['cancelled after a part payment: that part owed back', { canceled: true, paidCents: 5000, creditedCents: 11900, dueDate: '2027-03-01' }, { state: 'canceled', openCents: 0, creditBalanceCents: 5000 }],
    ['cancelled without its voucher’s gross known', { canceled: true, paidCents: 11900 }, { state: 'canceled', openCents: 0, creditBalanceCents: 11900 }],
  ] as const)('%s', (_, changes, expected) => {
    const invoice = { grossCents: 11900, paidCents: 0, creditedCents: 0, canceled: false, dueDate: '2027-03-15' as string | null, today: TODAY, ...changes };
    expect(paymentStateOf(invoice)).toEqual(expected);
  });
});
