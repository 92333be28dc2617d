import { buildEvent, buildRegistration } from './factories/index.ts';
import { createTestApp, loginAs, type Engine } from './test-app.ts';

/**
 * Tests of the booklet: a fresh database with a built fair whose booklet has a mandatory service (a stand
 * cleaning, 6.50 € per m² of the stand), an exhibitor's confirmed 48 m² registration for it with its main contact
 * logged in (demo), and another company's registration for the same fair (other, not logged in).
 */
export async function openBooklet(engine: Engine) {
  const t = await createTestApp(engine);
  const event = await buildEvent(t.app, {
    booklet: [{ isMandatory: true, tab: 0, titleDe: 'Standreinigung', titleEn: 'Stand cleaning', price: 650, unit: 'qm', priceCalculation: 'qm' }],
  });
  const registration = await buildRegistration(t.app, { event, standSize: 48 });
  const other = await buildRegistration(t.app, { event });
  const demo = await loginAs(t.app, registration.contact.email, 'fe', registration.contact.password);
  return { t, demo, registration, other, registrationId: registration.id, cleaningId: event.booklet[0]!.id };
}
