import { describe, expect, it } from 'vitest';
import { mayMoveOrder, ORDER_STATES, ORDER_TRANSITIONS, registrationActions, registrationState, type OrderState } from './registration-desk.ts';

/** The states reachable from `from` along the table. */
function reachable(from: OrderState): Set<OrderState> {
  const seen = new Set<OrderState>();
  const walk = (state: OrderState) => {
    for (const next of ORDER_TRANSITIONS[state]) if (!seen.has(next)) walk((seen.add(next), next));
  };
  walk(from);
  return seen;
}

describe('order states', () => {
  it('lead from open to every other state, and never back', () => {
    expect([...reachable('open')].sort()).toEqual(ORDER_STATES.filter((state) => state !== 'open').sort());
    for (const state of ORDER_STATES) expect(reachable(state).has(state), state).toBe(false);
  });

  it('end in finished or cancelled, which lead nowhere', () => {
    expect(ORDER_TRANSITIONS.finished).toEqual([]);
    expect(ORDER_TRANSITIONS.canceled).toEqual([]);
  });

  it('let anything not yet delivered be cancelled, and nothing delivered', () => {
    expect(ORDER_STATES.filter((state) => mayMoveOrder(state, 'canceled'))).toEqual(['open', 'confirmed', 'processed']);
    expect(mayMoveOrder('open', 'delivered')).toBe(false);
    expect(mayMoveOrder('delivered', 'finished')).toBe(true);
  });
});

describe('a registration', () => {
  it('is unconfirmed, confirmed or cancelled, cancelled above all', () => {
    expect(registrationState({ isConfirmed: false, canceledAt: null })).toBe('unconfirmed');
    expect(registrationState({ isConfirmed: true, canceledAt: null })).toBe('confirmed');
    expect(registrationState({ isConfirmed: true, canceledAt: '2026-11-20T10:00:00Z' })).toBe('canceled');
  });

  it('offers confirmation and a new link only while unconfirmed, and once cancelled only restoring', () => {
    expect(registrationActions('unconfirmed')).toEqual({ assignStand: true, changeStand: true, confirm: true, newConfirmLink: true, cancel: true, restore: false });
    expect(registrationActions('confirmed')).toEqual({ assignStand: true, changeStand: true, confirm: false, newConfirmLink: false, cancel: true, restore: false });
    expect(registrationActions('canceled')).toEqual({ assignStand: false, changeStand: false, confirm: false, newConfirmLink: false, cancel: false, restore: true });
  });
});
