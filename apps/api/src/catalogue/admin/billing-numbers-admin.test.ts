import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { eventInput, standConfigInput } from '../../../test/access-samples/event-access-samples.ts';
import { bookletItemInput, mediumInput } from '../../../test/access-samples/media-booklet-access-samples.ts';

const DAY_MS = 86_400_000;

describe.each(engines)('flue gas settings and billing numbers in the catalogue (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => c.call(method, `${url}?lang=en-US`, c.staff, payload);

  it('gives a fair the flue gas defaults, saves its own price, limit, deadline and billing number, and copies them shifted', async () => {
    const created = (await send('POST', '/be/admin/events', eventInput({ hasFireplaceConnections: true }))).json().event;
    expect(created).toMatchObject({ fireplacePrice: 329_000, fireplaceMaxConnections: 4, fireplaceEndsAt: null, fireplaceBillingNumber: 'technology' });
    // The fairs written before the catalogue held these carry the same values.
    expect((await send('GET', `/be/admin/event/${c.fireplace.id}`)).json().event).toMatchObject({ fireplacePrice: 329_000, fireplaceMaxConnections: 4, fireplaceBillingNumber: 'technology' });

    const deadline = new Date(Date.parse(`${created.endsAt}T00:00:00Z`) - 30 * DAY_MS).toISOString();
    const fireplace = { fireplacePrice: 275_050, fireplaceMaxConnections: 6, fireplaceEndsAt: deadline, fireplaceBillingNumber: 'parking' };
    const saved = await send('PUT', `/be/admin/event/${created.id}`, eventInput({ hasFireplaceConnections: true, ...fireplace } as never));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event).toMatchObject({ ...fireplace, fireplaceEndsAt: new Date(deadline).toISOString() });
    const portalEvent = (await c.call('GET', `/pub/event/${created.id}`)).json().event;
    expect(portalEvent.hasFireplaceConnections).toBe(true);

    const copied = await send('POST', `/be/admin/event/${created.id}/copy`, { nameDe: 'Holz & Handwerk 2', nameEn: 'Wood & Craft 2', shiftDays: 364 });
    expect(copied.statusCode, copied.body).toBe(200);
    const copy = (await send('GET', `/be/admin/event/${copied.json().id}`)).json().event;
    expect(copy).toMatchObject({ fireplacePrice: 275_050, fireplaceMaxConnections: 6, fireplaceBillingNumber: 'parking' });
    expect(Date.parse(copy.fireplaceEndsAt) - Date.parse(deadline)).toBeGreaterThanOrEqual(364 * DAY_MS - 3_600_000);
  });

  it('refuses a flue gas deadline after the fair, no connection allowed and an unknown billing number, per field', async () => {
    const base = eventInput({ hasFireplaceConnections: true });
    const lastDay = base.endsAt.split('-').reverse().join('.');
    const refused = await send('POST', '/be/admin/events', {
      ...base,
      fireplaceEndsAt: new Date(Date.parse(`${base.endsAt}T12:00:00Z`) + 2 * DAY_MS).toISOString(),
      fireplaceMaxConnections: 0,
      fireplaceBillingNumber: 'coffee',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { property: 'fireplaceMaxConnections', message: 'The value must be at least 1.' },
        { property: 'fireplaceBillingNumber', message: 'This value is not allowed.' },
      ]),
    );
    const dates = await send('POST', '/be/admin/events', { ...base, fireplaceEndsAt: new Date(Date.parse(`${base.endsAt}T12:00:00Z`) + 2 * DAY_MS).toISOString() });
    expect(dates.json().errors).toEqual([{ property: 'fireplaceEndsAt', message: `This deadline must end on the last day of the fair (${lastDay}) at the latest.` }]);
  });

  it('names each item’s billing number as chosen, and the kind’s default when none is chosen', async () => {
    const event = (await send('POST', '/be/admin/events', eventInput())).json().event;
    const standard = (await send('POST', `/be/admin/event/${event.id}/stand_configs`, standConfigInput())).json().standConfig;
    expect(standard.billingNumber).toBe('stand');
    const conclusion = await send('PUT', `/be/admin/stand_config/${standard.id}`, standConfigInput({ billingNumber: 'conclusion' }));
    expect(conclusion.json().standConfig.billingNumber).toBe('conclusion');

    const medium = (await send('POST', `/be/admin/event/${event.id}/media`, mediumInput(c.items.logo.mediaGroupId))).json().medium;
    expect(medium.billingNumber).toBe('media');
    const group = (await send('POST', `/be/admin/event/${event.id}/booklet_groups`, { titleDe: 'Parken', titleEn: 'Parking', groupType: 2 })).json().group;
    const item = (await send('POST', `/be/admin/event/${event.id}/booklet_items`, bookletItemInput(group.id, { billingNumber: 'parking' }))).json().item;
    expect(item.billingNumber).toBe('parking');
    const booklet = (await send('GET', `/be/admin/event/${event.id}/booklet`)).json();
    expect(booklet.groups[0].items[0].billingNumber).toBe('parking');
  });
});
