import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../mail/outbox.ts';
import { buildEvent } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const token = 'scraper-token-0123456789abcdef';

describe('metrics', () => {
  let withMetrics: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    [withMetrics, without] = await Promise.all([createTestApp('pglite', { metricsToken: token }), createTestApp('pglite')]);
  });
  afterAll(() => Promise.all([withMetrics.close(), without.close()]));

  it('are off without METRICS_TOKEN, and refused without the token', async () => {
    expect((await without.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await withMetrics.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await withMetrics.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).statusCode).toBe(401);
  });

  it('count requests by route and status, time them, and show the outbox by state', async () => {
    const { app, database } = withMetrics;
    const event = await buildEvent(app);
    await app.inject({ url: `/pub/event/${event.id}` });
    await app.inject({ url: '/pub/event/999999' });
    await app.inject({ url: '/no/such/path/123' });
    await queueMail(database.db, { kind: 'test', recipient: 'a@example.com', lang: 'de', subject: 's', text: 't', html: 'h' });
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/pub\/event\/:id",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/pub\/event\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/pub\/event\/:id"\} 2$/m);
    expect(text).toMatch(/^mail_outbox_mails\{state="pending"\} [1-9]\d*$/m);
    expect(text).toMatch(/^mail_outbox_mails\{state="failed"\} 0$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });
});
