import { describe, expect, it } from 'vitest';
import { indexOpenInvoices, matchCredit, matchCredits, sameParty, type OpenInvoice } from './statement-matching.ts';

const open: OpenInvoice[] = [
  { id: 1, number: 'RE-2026-0055', buyerName: 'Holzbau Becker GmbH', openCents: 119_000 },
  { id: 2, number: 'RE-2026-0056', buyerName: 'Holzbau Becker GmbH', openCents: 23_800 },
  { id: 3, number: 'RE-2026-0107', buyerName: 'Alpenküchen GmbH & Co. KG', openCents: 59_500 },
  { id: 4, number: 'RE-2026-1234', buyerName: 'Kaminwelt Süd AG', openCents: 59_500 },
  { id: 5, number: 'RE-2027-0001', buyerName: 'Feuerwerk AG', openCents: 10_000 },
];
const index = indexOpenInvoices(open, ['RE-2026-0001']);
const credit = (amountCents: number, remittance: string, counterpartyName = 'Someone', endToEndId = '') => matchCredit({ amountCents, remittance, endToEndId, counterpartyName }, index);

describe('matching a credit to open invoices', () => {
  it('books the invoice whose number the remittance text names, however the bank wrote it, when the amount is what is open', () => {
    const booked = { outcome: 'book', rule: 'reference', allocations: [{ invoiceId: 1, amountCents: 119_000 }] };
    expect(credit(119_000, 'Rechnung RE-2026-0055 Stand 12')).toEqual(booked);
    expect(credit(119_000, 'RE 2026 55')).toEqual(booked);
    expect(credit(119_000, 'SVWZ+re20260055 KREF+4711')).toEqual(booked);
    expect(credit(119_000, 'ohne', 'x', 'RE-2026-0055')).toEqual(booked);
  });

  it('does not read a number inside a longer one', () => {
    expect(credit(119_000, 'RE-2026-00551').outcome).toBe('review');
    expect(credit(119_000, 'XRE-2026-0055').outcome).toBe('review');
  });

  it('books one transfer for several named invoices on each, when it pays all of them', () => {
    expect(credit(142_800, 'RE-2026-0055, RE-2026-0056')).toEqual({
      outcome: 'book',
      rule: 'reference',
      allocations: [
        { invoiceId: 1, amountCents: 119_000 },
        { invoiceId: 2, amountCents: 23_800 },
      ],
    });
  });

  it('leaves a part payment and a payment above what is open to a person, never spreading it', () => {
    expect(credit(50_000, 'RE-2026-0055')).toEqual({ outcome: 'review', reason: 'partPayment', candidateIds: [1] });
    expect(credit(120_000, 'RE-2026-0055')).toEqual({ outcome: 'review', reason: 'aboveOpen', candidateIds: [1] });
    expect(credit(119_000, 'RE-2026-0055 RE-2026-0056')).toEqual({ outcome: 'review', reason: 'partPayment', candidateIds: [1, 2] });
  });

  it('shows a person a credit naming an invoice that is no longer open', () => {
    expect(credit(5_000, 'RE-2026-0001')).toEqual({ outcome: 'review', reason: 'notOpen', candidateIds: [] });
  });

  it('books by amount and payer name without a reference, and only when one invoice fits', () => {
    expect(credit(10_000, 'Messe Zuerich', 'FEUERWERK AG')).toEqual({ outcome: 'book', rule: 'amountAndName', allocations: [{ invoiceId: 5, amountCents: 10_000 }] });
    // Two invoices of 595.00 €: the payer's name decides.
    expect(credit(59_500, 'Standmiete', 'ALPENKUECHEN GMBH UND CO KG')).toMatchObject({ outcome: 'book', allocations: [{ invoiceId: 3 }] });
    // The amount alone under another name is a proposal, several of them an ambiguity.
    expect(credit(10_000, 'Messe', 'Irgendwer GmbH')).toEqual({ outcome: 'review', reason: 'otherName', candidateIds: [5] });
    expect(credit(59_500, 'Messe', 'Irgendwer GmbH')).toEqual({ outcome: 'review', reason: 'ambiguous', candidateIds: [3, 4] });
    expect(credit(1, 'Messe', 'Feuerwerk AG')).toEqual({ outcome: 'review', reason: 'noMatch', candidateIds: [] });
  });

  it('takes two invoices of one buyer with the same amount as ambiguous', () => {
    const twice = indexOpenInvoices([
      { id: 7, number: 'RE-2026-0300', buyerName: 'Feuerwerk AG', openCents: 10_000 },
      { id: 8, number: 'RE-2026-0301', buyerName: 'Feuerwerk AG', openCents: 10_000 },
    ]);
    expect(matchCredit({ amountCents: 10_000, remittance: '', endToEndId: '', counterpartyName: 'Feuerwerk AG' }, twice)).toEqual({ outcome: 'review', reason: 'ambiguous', candidateIds: [7, 8] });
  });
});

describe('matching the credits of a statement', () => {
  it('lets a later credit see what an earlier one booked, and leaves the invoices given as they were', () => {
    const invoices = open.map((invoice) => ({ ...invoice }));
    const matches = matchCredits(
      [
        { amountCents: 119_000, remittance: 'RE-2026-0055', endToEndId: '', counterpartyName: 'Holzbau Becker' },
        { amountCents: 119_000, remittance: 'RE-2026-0055', endToEndId: '', counterpartyName: 'Holzbau Becker' },
        { amountCents: 10_000, remittance: '', endToEndId: '', counterpartyName: 'Feuerwerk AG' },
        { amountCents: 10_000, remittance: '', endToEndId: '', counterpartyName: 'Feuerwerk AG' },
      ],
      invoices,
    );
    expect(matches.map((match) => (match.outcome === 'book' ? 'book' : match.reason))).toEqual(['book', 'notOpen', 'book', 'noMatch']);
    expect(invoices).toEqual(open);
  });
});

describe('whether a payer names a buyer', () => {
  it('ignores case, umlauts, legal forms, word order and a name the bank cut short', () => {
    expect(sameParty('Alpenküchen GmbH & Co. KG', 'ALPENKUECHEN GMBH + CO. KG')).toBe(true);
    expect(sameParty('Holzbau Becker Innenausbau GmbH', 'HOLZBAU BECKER INNENAUSBA')).toBe(true);
    expect(sameParty('Becker Holzbau GmbH', 'Holzbau, Becker')).toBe(true);
  });

  it('does not take another company or a bare legal form for the buyer', () => {
    expect(sameParty('Holzbau Becker GmbH', 'Holzbau Bauer GmbH')).toBe(false);
    expect(sameParty('Holzbau Becker GmbH', 'GmbH')).toBe(false);
    expect(sameParty('Holzbau Becker GmbH', '')).toBe(false);
  });
});
