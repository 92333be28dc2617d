import { describe, expect, it } from 'vitest';
import { createFailedLoginCounter } from './failed-logins.ts';

describe('failed logins per account', () => {
  it('blocks after max failures until the window ends, and a success clears the count', () => {
    const counter = createFailedLoginCounter(3, 15 * 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 2; i++) counter.fail('a', t0);
    expect(counter.blockedMinutes('a', t0)).toBe(0);
    counter.fail('a', t0);
    expect(counter.blockedMinutes('a', t0)).toBe(15);
    expect(counter.blockedMinutes('b', t0)).toBe(0);
    expect(counter.blockedMinutes('a', t0 + 15 * 60_000)).toBe(0);
    counter.fail('c', t0);
    counter.fail('c', t0);
    counter.succeed('c');
    counter.fail('c', t0);
    counter.fail('c', t0);
    expect(counter.blockedMinutes('c', t0)).toBe(0);
  });
});
