import { expect, test, type APIRequestContext } from '@playwright/test';
import { submitLogin } from './support.ts';

const FIREPLACE_FAIR = 2;
const exhibitor = { username: 'other@messeportal.example', password: 'demo2027' };

/** The event's fields as PUT /be/admin/event/{id} takes them: what GET answers, without what it adds. */
async function readEvent(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get(`/be/admin/event/${FIREPLACE_FAIR}`, { headers });
  expect(answer.status()).toBe(200);
  const { id: _id, hasConfiguratorServices: _services, isRegistrationOpen: _open, updatedAt: _updated, ...event } = (await answer.json()).event;
  return event as Record<string, unknown> & { techEndsAt: string; startsAt: string };
}

// Issue 12 left this to the organiser's event editing (issue 15): the tech deadline passes while an exhibitor
// has the booklet open; saving then turns the page read-only with one notice, and loses nothing ordered.
test('a booklet saved after the tech deadline was moved into the past turns read-only with one notice', async ({ page, request }) => {
  const login = await request.post('/be/login_check', { data: { username: 'be@messeportal.example', password: 'demo2027' } });
  const staff = { authorization: `Bearer ${(await login.json()).token}` };
  const event = await readEvent(request, staff);
  const moveTechDeadline = async (techEndsAt: string) => {
    const saved = await request.put(`/be/admin/event/${FIREPLACE_FAIR}`, { headers: staff, data: { ...event, techEndsAt } });
    expect(saved.status(), await saved.text()).toBe(200);
  };

  await page.goto('/#/s/login');
  await submitLogin(page, exhibitor.username, exhibitor.password);
  await expect(page).toHaveURL(/#\/$/);
  const registrations = await page.evaluate(async () => {
    const response = await fetch('/fe/globaldata', { headers: { authorization: `Bearer ${localStorage.getItem('fe_token')}` } });
    return (await response.json()).registrations as { id: number; eventId: number }[];
  });
  const registration = registrations.find((candidate) => candidate.eventId === FIREPLACE_FAIR)!;
  await page.goto(`/#/registration/orderbook/${registration.id}`);
  const save = page.getByRole('button', { name: 'Speichern', exact: true });
  await expect(save).toBeVisible();

  try {
    // Yesterday: the deadline has passed while the page is open.
    await moveTechDeadline(new Date(Date.now() - 86_400_000).toISOString());
    await save.click();
    await expect(page.getByText(/Der Bestellschluss war am \d{2}\.\d{2}\.\d{4}; das Serviceheft kann nur noch gelesen werden\./)).toBeVisible();
    await expect(save).toHaveCount(0);
    await expect(page.getByRole('alert').or(page.locator('.mantine-Notification-root'))).toHaveCount(1);
  } finally {
    await moveTechDeadline(event.techEndsAt);
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeVisible();
});
