import { describe, expect, it } from 'vitest';
import { configurationBrandSchema, configurationSchema } from './configuration.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the configuration', () => {
  it("takes a brand's internet address only as http(s), completing a bare host", () => {
    expect(configurationBrandSchema.parse({ name: 'Holzwerk', internet: 'www.holzwerk.at' }).internet).toBe('https://www.holzwerk.at');
    for (const internet of ['javascript:alert(1)', 'ftp://holzwerk.at', 'data:text/html,x']) {
      expect(issues(configurationBrandSchema.safeParse({ name: 'Holzwerk', internet }))).toEqual([['internet', 'urlIncomplete']]);
    }
  });

  it('bounds amounts and deviating prices by the business limits', () => {
    const result = configurationSchema.safeParse({
      eventId: 1,
      medias: [{ id: 1, amount: 100_001 }],
      orderBooks: [{ id: 2, amount: 100_001, price: 1_000_001 }],
    });
    // Zod's own messages here; the API and the forms translate them by the issue's code (issue-message.ts).
    expect(issues(result).map(([path]) => path)).toEqual(['medias.0.amount', 'orderBooks.0.amount', 'orderBooks.0.price']);
    expect(result.error!.issues.map((issue) => (issue as { maximum?: unknown }).maximum)).toEqual([100_000, 100_000, 1_000_000]);
  });
});
