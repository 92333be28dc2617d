import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

const connection = { deviceName: 'Kaminofen Aura 7', ovenType: 'stove', fuel: 'split_logs', maxPowerKw: 7.5, dischargePressurePa: 12, guidelinesAccepted: true };

describe.each(engines)('staff decide on flue gas connections (%s)', (engine) => {
  let c: BackofficeContext;
  let exhibitor: Record<string, string>;
  const desk = () => `/be/registration/${c.other.registrationId}`;
  const request = async (deviceName: string) => {
    const response = await c.call('POST', `/fe/rest/fireplace/${c.other.registrationId}`, exhibitor, { ...connection, deviceName });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().connections as { id: number; deviceName: string }[]).find((entry) => entry.deviceName === deviceName)!.id;
  };
  const decide = (id: number, decision: 'confirm' | 'refuse', payload?: object, headers = c.staff) =>
    c.call('POST', `${desk()}/fireplace/${id}/${decision}?lang=en-US`, headers, payload);
  const mailsOf = (kind: string) => c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, c.other.email), eq(outboxMails.kind, kind)));

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    exhibitor = await c.exhibitorLogin(c.other.email);
  });
  afterAll(() => c.close());

  it('confirms a request: the desk lists it confirmed, the exhibitor gets a mail in its language, the audit log names who', async () => {
    const id = await request('Kaminofen Confirm');
    expect((await c.call('GET', desk())).json().fireplaceConnections.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      state: 'requested',
      price: 3290,
      billingNumber: 'technology',
      invoiced: false,
    });

    const confirmed = await decide(id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answer = confirmed.json();
    expect(answer.fireplaceConnections.find((entry: { id: number }) => entry.id === id)).toMatchObject({ state: 'confirmed', refusalReason: '' });
    expect(answer.timeline.filter((entry: { kind: string }) => entry.kind === 'fireplaceDecision')).toEqual([
      expect.objectContaining({ actor: c.admin.actor, params: { context: 'confirmed', device: 'Kaminofen Confirm', reason: '' } }),
    ]);

    const [mail] = await mailsOf('fireplace_confirmed');
    expect(mail).toMatchObject({ lang: c.other.contactLang, subject: 'Ihr Abgasanschluss zur Ofenmesse Test ist bestätigt' });
    expect(mail!.text).toMatch(/„Kaminofen Confirm“ bestätigt\. Er wird mit 3\.290,00\s€ netto berechnet\./);
    const [audit] = await c.db.select().from(auditLog).where(eq(auditLog.entity, 'registration')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: String(c.other.registrationId), action: 'update', actor: c.admin.actor });
    expect(audit!.before).toEqual({ fireplaceConnectionId: id, fireplaceState: 'requested' });
    expect(audit!.after).toEqual({ fireplaceConnectionId: id, fireplaceState: 'confirmed', device: 'Kaminofen Confirm' });

    // Decided is decided: a second confirmation is refused and changes nothing.
    const again = await decide(id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This flue gas connection has already been decided. Reload the page to see its current state.');
    expect(await mailsOf('fireplace_confirmed')).toHaveLength(1);
  });

  it('refuses a request only with a reason, which the exhibitor reads in the mail and the portal', async () => {
    const id = await request('Kaminofen Refuse');
    const without = await decide(id, 'refuse', { reason: '  ' });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual([{ property: 'reason', message: 'This field must be filled in.' }]);
    expect(await mailsOf('fireplace_refused')).toEqual([]);

    const refused = await decide(id, 'refuse', { reason: 'Kein Schornsteinzug in Halle 1 frei' });
    expect(refused.statusCode, refused.body).toBe(200);
    const [mail] = await mailsOf('fireplace_refused');
    expect(mail).toMatchObject({ subject: 'Ihr Abgasanschluss zur Ofenmesse Test wurde abgelehnt' });
    expect(mail!.text).toContain('Grund: Kein Schornsteinzug in Halle 1 frei');
    const portal = (await c.call('GET', `/fe/rest/fireplace/${c.other.registrationId}?lang=en-US`, exhibitor)).json();
    expect(portal.connections.find((entry: { id: number }) => entry.id === id)).toMatchObject({ state: 'refused', refusalReason: 'Kein Schornsteinzug in Halle 1 frei' });
    const [audit] = await c.db.select().from(auditLog).where(eq(auditLog.entity, 'registration')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.after).toEqual({ fireplaceConnectionId: id, fireplaceState: 'refused', device: 'Kaminofen Refuse', reason: 'Kein Schornsteinzug in Halle 1 frei' });
  });

  it('refuses roles without the registration write right, unknown connections and another registration’s', async () => {
    const id = await request('Kaminofen Rights');
    const accounting = await c.staffAs('accounting');
    expect((await decide(id, 'confirm', undefined, accounting)).statusCode).toBe(403);
    const unknown = await decide(999_999, 'confirm');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe('This registration has no such flue gas connection.');
    const foreign = await c.call('POST', `/be/registration/${c.demo.registrationId}/fireplace/${id}/confirm`);
    expect(foreign.statusCode).toBe(404);
    expect((await c.call('GET', desk())).json().fireplaceConnections.find((entry: { id: number }) => entry.id === id).state).toBe('requested');
  });
});
