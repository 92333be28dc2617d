import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.ts';
import { KITCHEN, openBackofficeContext, type BackofficeContext } from './test-context.ts';

describe.each(engines)('back-office access (%s)', (engine) => {
  let c: BackofficeContext;
  let calls: ['GET' | 'POST', string, object?][];
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    const { offer } = (await c.save({ ...c.configuration(), mode: 'be_stand' })).json();
    await c.call('POST', '/pub/send_configurator', {}, { ...c.configuration(), email: 'kunde@holzwerk.example' });
    const [mail] = (await c.call('GET', '/be/outbox')).json().mails;
    calls = [
      ['GET', '/be/events'],
      ['GET', `/be/event/${KITCHEN}/offers`],
      ['GET', `/be/event/${KITCHEN}/registrations`],
      ['GET', '/be/companies?search=Muster'],
      ['GET', `/be/offer/${offer.id}`],
      ['POST', '/be/action/save_configurator', { ...c.configuration(), mode: 'be_stand', uuid: offer.uuid }],
      ['POST', `/be/offer/${offer.id}/copy`, {}],
      ['GET', `/be/offer/${offer.id}/pdf`],
      ['GET', '/be/outbox'],
      ['POST', `/be/outbox/${mail.id}/resend`, {}],
    ];
  });
  afterAll(() => c.close());

  it('answers staff', async () => {
    for (const [method, url, payload] of calls) {
      const response = await c.call(method, url, c.staff, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses an exhibitor token with 403 and no token with 401, in the caller language', async () => {
    for (const [method, url, payload] of calls) {
      const asExhibitor = await c.call(method, `${url}${url.includes('?') ? '&' : '?'}lang=en-US`, c.exhibitor, payload);
      expect(asExhibitor.statusCode, `${method} ${url}`).toBe(403);
      expect(asExhibitor.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
      const anonymous = await c.call(method, url, {}, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().success).toBe(false);
    }
  });

  it('answers unknown and malformed ids with 404, never a 500', async () => {
    const cases: ['GET' | 'POST', string, string, object?][] = [
      ['GET', '/be/event/999/offers', 'Diese Veranstaltung gibt es nicht.'],
      ['GET', '/be/event/abc/registrations', 'Diese Veranstaltung gibt es nicht.'],
      ['GET', '/be/offer/999999', 'Dieses Angebot gibt es nicht.'],
      ['GET', '/be/offer/0/pdf', 'Dieses Angebot gibt es nicht.'],
      ['POST', '/be/offer/99999999999/copy', 'Dieses Angebot gibt es nicht.', {}],
      ['POST', '/be/outbox/999999/resend', 'Diese E-Mail gibt es nicht.', {}],
      ['POST', '/be/outbox/x/resend', 'Diese E-Mail gibt es nicht.', {}],
    ];
    for (const [method, url, message, payload] of cases) {
      const response = await c.call(method, url, c.staff, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message, url).toBe(message);
    }
  });
});
