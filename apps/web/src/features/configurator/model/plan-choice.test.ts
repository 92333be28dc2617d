import { describe, expect, it } from 'vitest';
import { clientHoldUntil, formatHoldLeft, holdLeftMs, offersHallPlan } from './plan-choice.ts';

const HOLD_MS = 15 * 60_000;

describe('the time a hold has left', () => {
  it('counts down as mm:ss, rounded up to the second, never below 00:00', () => {
    expect(formatHoldLeft(HOLD_MS)).toBe('15:00');
    expect(formatHoldLeft(HOLD_MS - 1)).toBe('15:00');
    expect(formatHoldLeft(HOLD_MS - 1000)).toBe('14:59');
    expect(formatHoldLeft(61_000)).toBe('01:01');
    expect(formatHoldLeft(9_001)).toBe('00:10');
    expect(formatHoldLeft(0)).toBe('00:00');
    expect(formatHoldLeft(-5_000)).toBe('00:00');
  });

  it('is the milliseconds until the hold ends, 0 after it, and unknown without an end', () => {
    const until = '2027-03-01T10:15:00.000Z';
    expect(holdLeftMs(until, Date.parse('2027-03-01T10:14:00.000Z'))).toBe(60_000);
    expect(holdLeftMs(until, Date.parse('2027-03-01T10:16:00.000Z'))).toBe(0);
    expect(holdLeftMs('', Date.now())).toBeNull();
  });

  it('ends by the browser\'s clock no later than the hold\'s length after the request was sent', () => {
    const sentAt = Date.parse('2027-03-01T10:00:00.000Z');
    // The server's clock is 5 minutes ahead: its until lies 20 minutes after the sending by this clock.
    expect(clientHoldUntil('2027-03-01T10:20:00.000Z', sentAt, HOLD_MS)).toBe('2027-03-01T10:15:00.000Z');
    // 5 minutes behind: its until is the earlier end, kept.
    expect(clientHoldUntil('2027-03-01T10:10:00.000Z', sentAt, HOLD_MS)).toBe('2027-03-01T10:10:00.000Z');
    expect(clientHoldUntil('nonsense', sentAt, HOLD_MS)).toBe('2027-03-01T10:15:00.000Z');
  });
});

describe('where the hall plan is offered', () => {
  const selfSelection = { standSelling: 'self' } as const;
  it('is the exhibitor\'s own configurator and registration, not the back office nor a fixed offer', () => {
    expect(offersHallPlan('test', selfSelection)).toBe(true);
    expect(offersHallPlan('fe_registration', selfSelection)).toBe(true);
    for (const mode of ['be_company', 'be_stand', 'be_registration', 'fe_offer', 'insight'] as const) expect(offersHallPlan(mode, selfSelection)).toBe(false);
  });
  it('is an event that sells its plan by self-selection, not one without a plan nor one that places or decides', () => {
    for (const standSelling of [null, 'request', 'placement'] as const) expect(offersHallPlan('test', { standSelling })).toBe(false);
  });
});
