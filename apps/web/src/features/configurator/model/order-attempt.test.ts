import { describe, expect, it } from 'vitest';
import { orderAttempt, uuidV4 } from './order-attempt.ts';

describe('the idempotency key of an order', () => {
  it('stays the same while the same configuration is sent again', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = orderAttempt(null, { agb: true, medias: [{ id: 1, amount: 2 }] }, newKey);
    const retry = orderAttempt(first, { agb: true, medias: [{ id: 1, amount: 2 }] }, newKey);
    expect(retry.key).toBe('key-1');
  });

  it('is new once anything in the configuration changed', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    const first = orderAttempt(null, { agb: false }, newKey);
    expect(orderAttempt(first, { agb: true }, newKey).key).toBe('key-2');
  });

  it('is a version 4 UUID', () => {
    expect(uuidV4()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV4((bytes) => bytes.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
