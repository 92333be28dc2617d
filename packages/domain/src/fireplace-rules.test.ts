import { describe, expect, it } from 'vitest';
import { exhibitorMayWithdraw, fireplaceDeadline, fireplaceDecisionProblem, fireplaceLineDescription, holdsConnection } from './fireplace-rules.ts';
import { coversPosition } from './invoicing.ts';

describe('flue gas connections', () => {
  it('count against the limit until refused, and stay the exhibitor’s to withdraw until confirmed', () => {
    expect(['requested', 'confirmed', 'refused'].map(holdsConnection)).toEqual([true, true, false]);
    expect(['requested', 'confirmed', 'refused'].map(exhibitorMayWithdraw)).toEqual([true, false, true]);
  });

  it('are decided once; a confirmed one may be refused until an invoice bills it', () => {
    expect(fireplaceDecisionProblem('requested', 'confirm', false)).toBeNull();
    expect(fireplaceDecisionProblem('requested', 'refuse', false)).toBeNull();
    expect(fireplaceDecisionProblem('confirmed', 'confirm', false)).toBe('fireplaceDecided');
    expect(fireplaceDecisionProblem('confirmed', 'refuse', false)).toBeNull();
    expect(fireplaceDecisionProblem('confirmed', 'refuse', true)).toBe('fireplaceInvoiced');
    expect(fireplaceDecisionProblem('refused', 'confirm', false)).toBe('fireplaceDecided');
    expect(fireplaceDecisionProblem('refused', 'refuse', false)).toBe('fireplaceDecided');
  });

  it('are requested until the event’s own deadline, else its tech deadline', () => {
    const techEndsAt = new Date('2027-08-15T21:59:00Z');
    expect(fireplaceDeadline({ fireplaceEndsAt: null, techEndsAt })).toBe(techEndsAt);
    expect(fireplaceDeadline({ fireplaceEndsAt: new Date('2027-09-01T21:59:00Z'), techEndsAt }).toISOString()).toBe('2027-09-01T21:59:00.000Z');
  });

  it('are named on the invoice in its language', () => {
    expect(fireplaceLineDescription('Kaminofen Aura 7', 'de')).toBe('Abgasanschluss: Kaminofen Aura 7');
    expect(fireplaceLineDescription('Kaminofen Aura 7', 'en')).toBe('Flue gas connection: Kaminofen Aura 7');
  });
});

describe('partial invoices', () => {
  it('cover the positions of their billing number, and everything under none', () => {
    expect(coversPosition('parking', 'parking')).toBe(true);
    expect(coversPosition('parking', 'technology')).toBe(false);
    expect(['stand', 'parking', 'none'].map((number) => coversPosition('none', number))).toEqual([true, true, true]);
  });
});
