import { STAFF_ROLES } from '@messeportal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { eventInput } from '../../../test/access-samples/event-access-samples.ts';
import { selectRows } from '../../platform/db/select-rows.ts';

const TABLES = ['registrations', 'orders', 'order_positions', 'order_book_values', 'outbox_mails', 'audit_log', 'documents', 'files'];

describe.each(engines)('the exports refuse bad calls (%s)', (engine) => {
  let c: BackofficeContext;
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
  });
  afterAll(() => c.close());

  /** How many rows each table holds: an export changes none of them. */
  const counts = async () => {
    const parts = TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
    return (await selectRows<Record<string, number>>(c.db, sql.raw(`select ${parts}`)))[0];
  };
  const errorOf = async (url: string, headers: Record<string, string> = c.staff) => {
    const response = await c.call('GET', url, headers);
    return { status: response.statusCode, errors: response.json().errors, type: response.headers['content-type'] };
  };

  it('refuses an unknown list or format with 400 in the caller language', async () => {
    expect(await errorOf(`/be/event/${c.kitchen.id}/export/invoices?format=csv`)).toEqual({
      status: 400,
      errors: [{ property: 'list', message: 'Dieser Wert ist nicht zulässig.' }],
      type: expect.stringMatching(/^application\/json/),
    });
    expect(await errorOf(`/be/event/${c.kitchen.id}/export/services?format=pdf&lang=en-US`)).toMatchObject({
      status: 400,
      errors: [{ property: 'format', message: 'This value is not allowed.' }],
    });
  });

  it('answers an unknown or malformed event with 404', async () => {
    for (const id of ['999', 'abc', '0']) {
      expect(await errorOf(`/be/event/${id}/export/services?format=xlsx`)).toMatchObject({ status: 404, errors: [{ message: 'Diese Veranstaltung gibt es nicht.' }] });
    }
  });

  it('refuses an event without registrations with 409 instead of an empty file', async () => {
    const created = await c.call('POST', '/be/admin/events', c.staff, eventInput());
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().event;
    for (const list of ['registrations', 'services', 'media', 'directory']) {
      expect(await errorOf(`/be/event/${id}/export/${list}?format=csv`)).toMatchObject({
        status: 409,
        errors: [{ property: 'id', message: 'Für diese Veranstaltung gibt es noch keine Anmeldungen: Die Liste wäre leer.' }],
      });
    }
    expect((await errorOf(`/be/event/${id}/export/directory?format=xlsx&lang=en-US`)).errors).toEqual([
      { property: 'id', message: 'This event has no registrations yet: the list would be empty.' },
    ]);
  });

  it('refuses an exhibitor token with 403 and no token with 401', async () => {
    const url = `/be/event/${c.kitchen.id}/export/registrations?format=csv`;
    expect(await errorOf(`${url}&lang=en-US`, c.exhibitor)).toMatchObject({ status: 403, errors: [{ message: 'You are not allowed to do this.' }] });
    expect(await errorOf(url, {})).toMatchObject({ status: 401 });
    // The checks come in this order: who calls, then what is asked.
    expect(await errorOf(`/be/event/${c.kitchen.id}/export/invoices`, c.exhibitor)).toMatchObject({ status: 403 });
  });

  it('lets every staff role export, and neither an export nor a refusal changes anything', async () => {
    const callers = [await c.staffAs('admin'), await c.staffAs('sales'), await c.staffAs('accounting')];
    expect(callers).toHaveLength(STAFF_ROLES.length);
    const before = await counts();
    for (const [i, staff] of callers.entries()) {
      const response = await c.call('GET', `/be/event/${c.kitchen.id}/export/services`, staff);
      expect(response.statusCode, STAFF_ROLES[i]).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    }
    await errorOf(`/be/event/${c.kitchen.id}/export/invoices`);
    await errorOf(`/be/event/999/export/services`);
    await errorOf(`/be/event/${c.kitchen.id}/export/services`, c.exhibitor);
    expect(await counts()).toEqual(before);
  });
});
