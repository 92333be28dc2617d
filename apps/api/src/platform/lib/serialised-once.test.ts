import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerialisedAnswers } from './serialised-once.ts';

describe('answers serialised once', () => {
  const schema = z.object({ name: z.string(), price: z.number() });
  type Answer = z.output<typeof schema>;

  it('encodes through the route schema when the bytes are made, leaving out what it does not name; later calls get the same bytes', () => {
    const serialised = createSerialisedAnswers<object, typeof schema>(schema);
    const cached = {};
    let made = 0;
    const present = () => {
      made++;
      return { name: 'Kaminmesse', price: 3290, stock: 7 } as Answer;
    };
    const first = serialised(cached, 'de', present);
    expect(JSON.parse(first.toString())).toEqual({ name: 'Kaminmesse', price: 3290 });
    expect(serialised(cached, 'de', present)).toBe(first);
    expect(made).toBe(1);
  });

  it('refuses to make bytes of what the schema does not describe, and keeps nothing', () => {
    const serialised = createSerialisedAnswers<object, typeof schema>(schema);
    const cached = {};
    expect(() => serialised(cached, 'de', () => ({ name: 'Kaminmesse', price: '3.290,00' }) as unknown as Answer)).toThrow();
    expect(JSON.parse(serialised(cached, 'de', () => ({ name: 'Kaminmesse', price: 3290 })).toString())).toEqual({ name: 'Kaminmesse', price: 3290 });
  });
});
