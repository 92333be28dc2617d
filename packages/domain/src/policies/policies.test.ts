import { describe, expect, it } from 'vitest';
import type { PolicyActor } from './actor.ts';
import { companyDataPolicy } from './company-data-policy.ts';
import { documentPolicy } from './document-policy.ts';
import { offerPolicy } from './offer-policy.ts';
import { registrationPolicy } from './registration-policy.ts';

// Company 7 owns the rows; contact 70 is its main contact, 71 another of its contacts; company 8 is someone else.
const actors: Record<string, PolicyActor> = {
  'main contact': { kind: 'exhibitor', companyId: 7, contactId: 70, isMainContact: true },
  'other contact': { kind: 'exhibitor', companyId: 7, contactId: 71, isMainContact: false },
  'other company': { kind: 'exhibitor', companyId: 8, contactId: 80, isMainContact: true },
  admin: { kind: 'staff', role: 'admin' },
  sales: { kind: 'staff', role: 'sales' },
  accounting: { kind: 'staff', role: 'accounting' },
  anonymous: null,
};
type Who = keyof typeof actors;
const everyone = Object.keys(actors) as Who[];
/** The actors for whom `decide` holds, so each table names exactly who may. */
const who = (decide: (actor: PolicyActor) => unknown, expected: unknown = true) => everyone.filter((name) => decide(actors[name]!) === expected);

describe('the registration policy', () => {
  const open = { companyId: 7, canceledAt: null };
  const canceled = { companyId: 7, canceledAt: '2026-11-01T10:00:00Z' };
  it('lets its company and every staff member read it', () => {
    expect(who((a) => registrationPolicy.mayRead(a, open))).toEqual(['main contact', 'other contact', 'admin', 'sales', 'accounting']);
    expect(who((a) => registrationPolicy.mayRead(a, canceled))).toEqual(['main contact', 'other contact', 'admin', 'sales', 'accounting']);
  });
  it('lets its company and staff with the registration right book for it while it is not cancelled', () => {
    expect(who((a) => registrationPolicy.mayBook(a, open))).toEqual(['main contact', 'other contact', 'admin', 'sales']);
    expect(who((a) => registrationPolicy.mayBook(a, canceled))).toEqual([]);
  });
});

describe('the offer policy', () => {
  it('lets whoever holds the link change an offer without a company', () => {
    expect(who((a) => offerPolicy.mayChange(a, { companyId: null }), 'allowed')).toEqual(everyone);
  });
  it('keeps a company’s offer to its contacts: others log in, another company is refused', () => {
    const offer = { companyId: 7 };
    expect(who((a) => offerPolicy.mayChange(a, offer), 'allowed')).toEqual(['main contact', 'other contact']);
    expect(who((a) => offerPolicy.mayChange(a, offer), 'otherCompany')).toEqual(['other company']);
    expect(who((a) => offerPolicy.mayChange(a, offer), 'loginRequired')).toEqual(['admin', 'sales', 'accounting', 'anonymous']);
  });
});

describe('the document policy', () => {
  const invoice = { companyId: 7, type: 'invoice', status: 'open' };
  it('lets its company and every staff member read a document', () => {
    expect(who((a) => documentPolicy.mayRead(a, invoice))).toEqual(['main contact', 'other contact', 'admin', 'sales', 'accounting']);
  });
  it('lets admin and accounting correct an invoice that is not cancelled and record a payment of an open one, and nothing else', () => {
    expect(who((a) => documentPolicy.mayCorrect(a, invoice))).toEqual(['admin', 'accounting']);
    expect(who((a) => documentPolicy.mayCorrect(a, { ...invoice, status: 'paid' }))).toEqual(['admin', 'accounting']);
    expect(who((a) => documentPolicy.mayCorrect(a, { ...invoice, status: 'canceled' }))).toEqual([]);
    expect(who((a) => documentPolicy.mayCorrect(a, { ...invoice, type: 'credit_note' }))).toEqual([]);
    expect(who((a) => documentPolicy.mayCorrect(a, { ...invoice, type: 'confirmation' }))).toEqual([]);
    expect(who((a) => documentPolicy.mayCorrectInvoices(a))).toEqual(['admin', 'accounting']);
    expect(who((a) => documentPolicy.mayRecordPayment(a, invoice))).toEqual(['admin', 'accounting']);
    expect(who((a) => documentPolicy.mayRecordPayment(a, { ...invoice, status: 'paid' }))).toEqual([]);
    expect(who((a) => documentPolicy.mayRecordPayment(a, { ...invoice, status: 'canceled' }))).toEqual([]);
    expect(who((a) => documentPolicy.mayRecordPayment(a, { ...invoice, type: 'credit_note' }))).toEqual([]);
  });
});

describe('the company data policy', () => {
  const main = { companyId: 7, id: 70, isMainContact: true };
  const other = { companyId: 7, id: 71, isMainContact: false };
  it('lets the company’s own contacts and staff who write registrations change its data', () => {
    expect(who((a) => companyDataPolicy.mayChange(a, { companyId: 7 }))).toEqual(['main contact', 'other contact', 'admin', 'sales']);
  });
  it('lets a contact change its own e-mail, the main contact everyone’s, and staff who write registrations any', () => {
    expect(who((a) => companyDataPolicy.mayChangeEmailOf(a, other))).toEqual(['main contact', 'other contact', 'admin', 'sales']);
    expect(who((a) => companyDataPolicy.mayChangeEmailOf(a, main))).toEqual(['main contact', 'admin', 'sales']);
  });
  it('never lets anyone delete the main contact', () => {
    expect(who((a) => companyDataPolicy.mayDelete(a, main))).toEqual([]);
    expect(who((a) => companyDataPolicy.mayDelete(a, other))).toEqual(['main contact', 'other contact']);
  });
});
