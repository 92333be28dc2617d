import { STAFF_ROLES, staffMay, type StaffPermission, type StaffRole } from '@messeportal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/test-app.ts';
import { eventAccessSamples } from '../test/access-samples/event-access-samples.ts';
import { mediaBookletAccessSamples } from '../test/access-samples/media-booklet-access-samples.ts';
import { requestAccessSamples } from '../test/access-samples/request-access-samples.ts';
import { dashboardAccessSamples } from '../test/access-samples/dashboard-access-samples.ts';
import { deskAccessSamples } from '../test/access-samples/desk-access-samples.ts';
import { exportAccessSamples } from '../test/access-samples/export-access-samples.ts';
import { invoicingAccessSamples } from '../test/access-samples/invoicing-access-samples.ts';
import { companyDataAccessSamples } from '../test/access-samples/company-data-access-samples.ts';
import { bookedServicesAccessSamples } from '../test/access-samples/booked-services-access-samples.ts';
import { bankAccessSamples } from '../test/access-samples/bank-access-samples.ts';
import { dunningAccessSamples } from '../test/access-samples/dunning-access-samples.ts';
import { hallPlanAccessSamples } from '../test/access-samples/hall-plan-access-samples.ts';
import { deskPlanAccessSamples } from '../test/access-samples/desk-plan-access-samples.ts';
import { openItemsAccessSamples } from '../test/access-samples/open-items-access-samples.ts';
import { refundAccessSamples } from '../test/access-samples/refund-access-samples.ts';
import { openBackofficeContext, STAFF_PASSWORD, type AccessCall, type BackofficeContext, type Method } from '../test/staff-context.ts';

type Headers = Record<string, string>;

/**
 * One call per staff route, keyed by the route as the app registered it (method and URL pattern). The routes
 * are collected from the app itself: a staff route without a sample here fails the first test.
 */
async function sampleCalls(c: BackofficeContext): Promise<Record<string, AccessCall>> {
  const { offer } = (await c.save({ ...c.configuration(), mode: 'be_stand' })).json();
  await c.call('POST', '/pub/send_configurator', {}, { ...c.configuration(), email: 'kunde@holzwerk.example' });
  const [mail] = (await c.call('GET', '/be/outbox')).json().mails;
  const colleague = (await c.call('POST', '/be/admin/staff', c.staff, { email: 'kollege@messeportal.example', role: 'sales' })).json().account;
  const samePassword = { passwordCurrent: STAFF_PASSWORD, password: STAFF_PASSWORD, passwordRepeat: STAFF_PASSWORD };
  return {
    ...(await eventAccessSamples(c)),
    ...(await mediaBookletAccessSamples(c)),
    ...(await requestAccessSamples(c)),
    ...(await dashboardAccessSamples(c)),
    ...(await deskAccessSamples(c)),
    ...(await exportAccessSamples(c)),
    ...(await invoicingAccessSamples(c)),
    ...(await companyDataAccessSamples(c)),
    ...(await bookedServicesAccessSamples(c)),
    ...(await bankAccessSamples(c)),
    ...(await dunningAccessSamples(c)),
    ...(await openItemsAccessSamples(c)),
    ...(await refundAccessSamples(c)),
    ...(await hallPlanAccessSamples(c)),
    ...(await deskPlanAccessSamples(c)),
    'POST /be/logout': ['POST', '/be/logout', {}],
    'GET /be/admin/settings': ['GET', '/be/admin/settings'],
    'GET /be/admin/staff': ['GET', '/be/admin/staff'],
    'POST /be/admin/staff': ['POST', '/be/admin/staff', { email: 'neu@messeportal.example', role: 'accounting', name: 'Nina Neu' }],
    'PUT /be/admin/staff/:id': ['PUT', `/be/admin/staff/${colleague.id}`, { role: 'accounting', disabled: false }],
    'POST /be/admin/staff/:id/link': ['POST', `/be/admin/staff/${colleague.id}/link`, {}],
    'GET /be/admin/audit': ['GET', '/be/admin/audit?entity=staff'],
    'GET /be/me': ['GET', '/be/me'],
    'GET /be/search': ['GET', '/be/search?q=Beispiel'],
    'GET /be/sessions': ['GET', '/be/sessions'],
    'DELETE /be/session/:id': ['DELETE', '/be/session/2147483647', undefined, 404],
    'POST /be/sessions/end_others': ['POST', '/be/sessions/end_others', {}],
    'GET /be/two_factor': ['GET', '/be/two_factor'],
    'POST /be/two_factor/setup': ['POST', '/be/two_factor/setup', {}],
    'POST /be/two_factor/enable': ['POST', '/be/two_factor/enable', { code: '000000' }, 400],
    'POST /be/two_factor/recovery_codes': ['POST', '/be/two_factor/recovery_codes', { code: '000000' }, 409],
    'POST /be/two_factor/disable': ['POST', '/be/two_factor/disable', { password: 'falsch' }, 409],
    'POST /be/password': ['POST', '/be/password', samePassword],
    'PUT /be/admin/settings': ['PUT', '/be/admin/settings', (await c.call('GET', '/be/admin/settings')).json().settings],
    'GET /be/events': ['GET', '/be/events'],
    'GET /be/event/:id/offers': ['GET', `/be/event/${c.kitchen.id}/offers`],
    'GET /be/event/:id/registrations': ['GET', `/be/event/${c.kitchen.id}/registrations`],
    'GET /be/companies': ['GET', '/be/companies?search=Beispiel'],
    'GET /be/offer/:id': ['GET', `/be/offer/${offer.id}`],
    'POST /be/action/save_configurator': ['POST', '/be/action/save_configurator', { ...c.configuration(), mode: 'be_stand', uuid: offer.uuid }],
    'POST /be/offer/:id/copy': ['POST', `/be/offer/${offer.id}/copy`, {}],
    'GET /be/offer/:id/pdf': ['GET', `/be/offer/${offer.id}/pdf`],
    'GET /be/outbox': ['GET', '/be/outbox'],
    'POST /be/outbox/:id/resend': ['POST', `/be/outbox/${mail.id}/resend`, {}],
  };
}

interface StaffRoute {
  key: string;
  may: StaffPermission | 'anyStaff';
}

describe.each(engines)('back-office access (%s)', (engine) => {
  let c: BackofficeContext;
  let routes: StaffRoute[];
  let samples: Record<string, AccessCall>;
  let callers: Record<StaffRole, Headers>;
  const withLang = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=en-US`;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    routes = c.t.app.registeredRoutes
      .filter((route) => route.config?.access === 'staff')
      .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ key: `${method} ${route.url}`, may: route.config!.may! })));
    samples = await sampleCalls(c);
    // All with the same password, so that the sample of the own password change fits each of them.
    callers = { admin: await c.staffAs('admin'), sales: await c.staffAs('sales'), accounting: await c.staffAs('accounting') };
  });
  afterAll(() => c.close());

  it('has a sample call for every staff route the app registered, and every /be/ route is for staff or public', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => route.key).filter((key) => !samples[key])).toEqual([]);
    const beRoutes = c.t.app.registeredRoutes.filter((route) => route.url.startsWith('/be/'));
    const publicOnes = beRoutes.filter((route) => route.config?.access === 'public').map((route) => route.url);
    expect(publicOnes.sort()).toEqual(['/be/login_check', '/be/login_code', '/be/login_setup', '/be/login_setup/confirm', '/be/set_password/:token']);
    expect(beRoutes.every((route) => route.config?.access === 'staff' || route.config?.access === 'public')).toBe(true);
  });

  it('refuses an exhibitor token with 403 and no token with 401, in the caller language', async () => {
    for (const { key } of routes) {
      const [method, url, payload] = samples[key]!;
      const asExhibitor = await c.call(method, withLang(url), c.exhibitor, payload);
      expect(asExhibitor.statusCode, key).toBe(403);
      expect(asExhibitor.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
      const anonymous = await c.call(method, url, {}, payload);
      expect(anonymous.statusCode, key).toBe(401);
      expect(anonymous.json().success).toBe(false);
    }
  });

  it('refuses a role its policy does not allow with 403 and changes nothing', async () => {
    let refused = 0;
    for (const { key, may } of routes) {
      for (const role of STAFF_ROLES) {
        if (may === 'anyStaff' || staffMay(role, may)) continue;
        const [method, url, payload] = samples[key]!;
        const response = await c.call(method, withLang(url), callers[role], payload);
        expect(response.statusCode, `${role}: ${key}`).toBe(403);
        expect(response.json().errors).toEqual([{ property: '', message: 'You are not allowed to do this.' }]);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    const outbox = (await c.call('GET', '/be/outbox')).json();
    expect(outbox.mails.filter((mail: { kind: string }) => mail.kind === 'offer_link')).toHaveLength(1);
  });

  it('answers every role its policy allows', async () => {
    for (const { key, may } of routes) {
      if (key === 'POST /be/logout') continue;
      for (const role of STAFF_ROLES) {
        if (may !== 'anyStaff' && !staffMay(role, may)) continue;
        const [method, url, payload, instead] = samples[key]!;
        const response = await c.call(method, url, callers[role], payload);
        if (instead && response.statusCode === instead) continue;
        expect(response.statusCode, `${role}: ${key}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
      }
    }
    for (const role of STAFF_ROLES) {
      expect((await c.call('POST', '/be/logout', callers[role], {})).statusCode).toBe(200);
      expect((await c.call('GET', '/be/events', callers[role])).statusCode).toBe(401);
    }
  });

  it('answers unknown and malformed ids with 404, never a 500', async () => {
    const staff = await c.staffAs('admin', 'second-admin@messeportal.example');
    const cases: [Method, string, string, object?][] = [
      ['GET', '/be/event/999/offers', 'Diese Veranstaltung gibt es nicht.'],
      ['GET', '/be/event/abc/registrations', 'Diese Veranstaltung gibt es nicht.'],
      ['GET', '/be/offer/999999', 'Dieses Angebot gibt es nicht.'],
      ['GET', '/be/offer/0/pdf', 'Dieses Angebot gibt es nicht.'],
      ['POST', '/be/offer/99999999999/copy', 'Dieses Angebot gibt es nicht.', {}],
      ['POST', '/be/outbox/999999/resend', 'Diese E-Mail gibt es nicht.', {}],
      ['POST', '/be/outbox/x/resend', 'Diese E-Mail gibt es nicht.', {}],
    ];
    for (const [method, url, message, payload] of cases) {
      const response = await c.call(method, url, staff, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message, url).toBe(message);
    }
  });
});
