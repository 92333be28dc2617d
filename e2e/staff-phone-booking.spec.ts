import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, authorization, demoStaff, openLoggedIn, orderAsNewExhibitor, type Session } from './api-setup.ts';
import { mailsTo } from './mail-catcher.ts';

const KITCHEN_FAIR = 1;

/** Moves the kitchen fair's tech deadline (PUT /be/admin/event/{id} with the event as GET answers it); answers the former one. */
async function moveTechDeadline(request: APIRequestContext, staff: Session, techEndsAt: string | null): Promise<string> {
  const answer = await request.get(`/be/admin/event/${KITCHEN_FAIR}`, { headers: authorization(staff) });
  expect(answer.status()).toBe(200);
  const { id: _id, hasConfiguratorServices: _services, isRegistrationOpen: _open, updatedAt: _updated, ...event } = (await answer.json()).event;
  if (techEndsAt !== null) {
    const saved = await request.put(`/be/admin/event/${KITCHEN_FAIR}`, { headers: authorization(staff), data: { ...event, techEndsAt } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return event.techEndsAt as string;
}

// Issue 28: an exhibitor phones after the tech deadline and books two ceiling rigging points; staff book them on
// the desk at a price agreed on the phone (with its reason), and the exhibitor finds them in its order booklet,
// which it can no longer change itself, and is told by mail. In German.
test('de: staff book a service by phone after the tech deadline and the exhibitor sees it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = `telefon${Date.now()}@example.com`;
  const { company, registrationId, password } = await orderAsNewExhibitor(request, { lang: 'de', email, password: 'Messe2027!', qm: 30, services: { Standreinigung: 30 } });
  const staff = await apiLogin(request, 'staff', demoStaff.username, demoStaff.password);
  const deadline = await moveTechDeadline(request, staff, null);
  try {
    await moveTechDeadline(request, staff, new Date(Date.now() - 86_400_000).toISOString());
    const desk = await browser.newPage();
    await openLoggedIn(desk, 'de', staff);
    await desk.goto(`/#/be/registration/${registrationId}`);
    await expect(desk.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const services = desk.getByRole('region', { name: 'Leistungen und Werbemittel' });
    await expect(services).toContainText('Der Technik-Anmeldeschluss ist vorbei');
    await expect(services).toContainText('Standreinigung *');

    await services.getByRole('button', { name: 'Leistung buchen' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Leistung für den Aussteller buchen' });
    const service = dialog.getByRole('combobox', { name: 'Leistung' });
    await service.fill('Abhängepunkt');
    await service.press('ArrowDown');
    await service.press('Enter');
    await expect(service).toHaveValue('Standbau & Ausstattung · Abhängepunkt an der Hallendecke');
    await dialog.getByRole('textbox', { name: /^Menge/ }).fill('2');
    await dialog.getByRole('textbox', { name: /^Abweichender Preis/ }).fill('150');
    // A deviating price needs its reason; nothing is sent without it.
    await dialog.getByRole('button', { name: 'Speichern und Aussteller informieren' }).click();
    await expect(dialog.getByText('Bitte geben Sie an, warum der Preis abweicht.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Grund der Abweichung' }).fill('Telefonisch vereinbart, Stammkunde');
    await dialog.getByRole('button', { name: 'Speichern und Aussteller informieren' }).click();
    await expect(desk.getByText('„Abhängepunkt an der Hallendecke“ gespeichert; der Aussteller wird per E-Mail informiert.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = services.getByRole('row').filter({ hasText: 'Abhängepunkt an der Hallendecke' });
    await expect(row).toContainText('150,00 €');
    await expect(row).toContainText('abweichend: Telefonisch vereinbart, Stammkunde');
    await expect(row).toContainText('300,00 €');
    await desk.close();

    const mail = await expect.poll(() => mailsTo(email).find((entry) => entry.subject.startsWith('Ihre gebuchten Leistungen'))?.text ?? '', { timeout: 20_000 });
    await mail.toContain('Abhängepunkt an der Hallendecke | nicht gebucht | 2 Stück');

    // The exhibitor sees the booking in its booklet, read-only after the deadline, at the agreed price.
    const portal = await browser.newPage();
    await openLoggedIn(portal, 'de', await apiLogin(request, 'exhibitor', email, password));
    await portal.goto(`/#/registration/orderbook/${registrationId}`);
    await expect(portal.getByRole('spinbutton', { name: /Abhängepunkt an der Hallendecke/ }).or(portal.getByRole('textbox', { name: /Abhängepunkt an der Hallendecke/ }))).toHaveValue('2');
    await expect(portal.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);
    const positions = portal.getByRole('row').filter({ hasText: 'Abhängepunkt an der Hallendecke' });
    await expect(positions.first()).toContainText('150,00 €');
    await expect(positions.first()).toContainText('300,00 €');
    await portal.close();
  } finally {
    await moveTechDeadline(request, staff, deadline);
  }
});
