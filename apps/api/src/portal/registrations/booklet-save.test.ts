import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBookValues } from '../../platform/db/schema.ts';
import { engines, type TestApp } from '../../../test/test-app.ts';
import { openBooklet } from '../../../test/registration-context.ts';
import { saveBookletTab } from '../../selling/registrations/repo.ts';
import { loadRegistrationForSave } from '../../selling/registrations/views-repo.ts';

// The booklet save in one call (save_booklet_tab): it writes only what the exhibitor's part is against the
// binding orders as they were read, and nothing when they changed meanwhile or nothing differs.
describe.each(engines)('a booklet tab saved in one call (%s)', (engine) => {
  let t: TestApp;
  let demo: Record<string, string>;
  let registrationId: number;
  let cleaningId: number;
  beforeAll(async () => {
    ({ t, demo, registrationId, cleaningId } = await openBooklet(engine));
  });
  afterAll(() => t.close());

  const stored = () => t.database.db.select().from(orderBookValues).where(eq(orderBookValues.registrationId, registrationId));
  const readForSave = async () => {
    const request = { headers: demo, routeOptions: { config: { access: 'exhibitor' } } } as never;
    return (await loadRegistrationForSave(t.database.db, request, registrationId)).view!;
  };
  const values = (amount: number) => [{ orderBookItemId: cleaningId, amount, checked: false }];

  it('writes nothing when the binding orders changed since they were read', async () => {
    const before = await stored();
    const saved = await saveBookletTab(t.database.db, registrationId, [cleaningId], values(31), '[{"itemId": 0}]');
    expect(saved).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('saves against the binding orders as read, and leaves an unchanged value untouched', async () => {
    const { orderedText } = await readForSave();
    expect(await saveBookletTab(t.database.db, registrationId, [cleaningId], values(32), orderedText)).toBe(true);
    const first = (await stored()).find((row) => row.orderBookItemId === cleaningId)!;
    expect(Number(first.amount)).toBe(32);
    expect(await saveBookletTab(t.database.db, registrationId, [cleaningId], values(32), orderedText)).toBe(true);
    expect((await stored()).find((row) => row.orderBookItemId === cleaningId)!.updatedAt).toEqual(first.updatedAt);
    expect(await saveBookletTab(t.database.db, registrationId, [cleaningId], [], orderedText)).toBe(true);
    expect((await stored()).some((row) => row.orderBookItemId === cleaningId)).toBe(false);
  });
});
