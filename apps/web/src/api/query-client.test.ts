import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, FIGURES } from './query-client.ts';

describe('the query client', () => {
  it('fetches the figures a screen shows anew after any change made in this browser, and nothing else', async () => {
    const client = createQueryClient();
    const fetched = { figures: 0, other: 0 };
    const watch = (name: keyof typeof fetched, meta?: typeof FIGURES) =>
      new QueryObserver(client, { queryKey: [name], queryFn: () => ++fetched[name], meta }).subscribe(() => {});
    const stop = [watch('figures', FIGURES), watch('other')];
    await until(() => fetched.figures === 1 && fetched.other === 1);

    await new MutationObserver(client, { mutationFn: async () => 'saved' }).mutate();
    await until(() => fetched.figures === 2);
    expect(fetched).toEqual({ figures: 2, other: 1 });

    // A refused change changes no figure.
    await new MutationObserver(client, { mutationFn: async () => Promise.reject(new Error('refused')) }).mutate().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetched).toEqual({ figures: 2, other: 1 });
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

async function until(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
