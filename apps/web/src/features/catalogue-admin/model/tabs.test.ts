import { describe, expect, it } from 'vitest';
import { tabOf } from './tabs.ts';

describe('the tab in the address', () => {
  it('opens the named tab, else the event', () => {
    expect(tabOf('booklet')).toBe('booklet');
    expect(tabOf(null)).toBe('event');
    expect(tabOf('prices')).toBe('event');
  });
});
