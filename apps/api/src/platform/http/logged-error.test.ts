import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema.ts';
import { buildContact } from '../../../test/factories/index.ts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app.ts';
import { loggedError } from './logged-error.ts';

describe.each(engines)('a failed query in the server log (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('names the statement and the constraint, but not the customer data it was sent', async () => {
    const contact = await buildContact(t.app, { email: 'erika.mustermann@kundendaten.example', firstName: 'Erika' });
    const failure = await t.database.db
      .insert(contacts)
      .values({ companyId: contact.companyId, email: contact.email, firstName: 'Erika', name: 'Mustermann', gender: 3, lang: 'de' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // What drizzle and the driver say of it, as they would reach the log unfiltered.
    expect(JSON.stringify({ message: (failure as Error).message, cause: (failure as { cause: { detail?: string } }).cause.detail })).toContain('kundendaten');
    const logged = JSON.stringify(loggedError(failure as Error));
    expect(logged).toContain('insert into \\"contacts\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('kundendaten');
    expect(logged).not.toContain('Mustermann');
  });

  it('logs whatever a library emits as an error without throwing', () => {
    const bare = Object.assign(Object.create(Error.prototype) as Error, { message: undefined, stack: undefined });
    expect(loggedError(bare)).toMatchObject({ message: '', stack: '' });
    expect(loggedError('lost connection' as unknown as Error)).toEqual({ type: 'string', message: 'lost connection', stack: '' });
  });
});
