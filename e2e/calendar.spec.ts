import { expect, test, type APIRequestContext } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe-check.ts';
import { apiLogin, authorization, demoStaff, openLoggedIn } from './api-setup.ts';

// Issue 32, calendars: an exhibitor makes its private calendar address on the dashboard, the calendar holds its
// fair's deadlines, and a deadline the organiser moves shows at the calendar's next read; each date can be added
// to a calendar on its own. German at 1366 px makes the address, English at 390 px renews it (the old one ends).
const SHOTS = process.env.CALENDAR_SHOTS ?? '/tmp/shots-calendar';
const FIREPLACE_FAIR = 2;
const exhibitor = { username: 'other@messeportal.example', password: 'demo2027' };

/** The first day of the calendar's entry with this uid (`techEnd-2`), 'YYYYMMDD'. */
async function entryStart(request: APIRequestContext, address: string, uid: string) {
  const answer = await request.get(new URL(address).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await answer.text()).replace(/\r\n[ \t]/g, '');
  const entry = text.split('BEGIN:VEVENT').find((block) => block.includes(`UID:${uid}@`));
  return entry ? /^DTSTART;VALUE=DATE:(\d{8})/m.exec(entry)?.[1] : undefined;
}

/** The day a moment falls on in Berlin (the demo organiser's time zone), as the calendar writes it. */
const berlinDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso)).replaceAll('-', '');

const runs = [
  { lang: 'de', width: 1366, title: 'Kalender abonnieren', make: 'Kalenderadresse anlegen', renew: 'Neue Adresse anlegen', confirm: 'Neue Adresse anlegen', address: 'Ihre Kalenderadresse', add: 'Bestellschluss Serviceleistungen' },
  { lang: 'en', width: 390, title: 'Subscribe to your calendar', make: 'Create calendar address', renew: 'Create a new address', confirm: 'Create new address', address: 'Your calendar address', add: 'Deadline for service bookings' },
] as const;

test('an exhibitor subscribes to its calendar, and a deadline the organiser moves shows there (de 1366, en 390)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const session = await apiLogin(request, 'exhibitor', exhibitor.username, exhibitor.password);
  const staff = authorization(await apiLogin(request, 'staff', demoStaff.username, demoStaff.password));
  const read = await request.get(`/be/admin/event/${FIREPLACE_FAIR}`, { headers: staff });
  const { id: _id, hasConfiguratorServices: _services, isRegistrationOpen: _open, updatedAt: _updated, ...event } = (await read.json()).event as Record<string, unknown> & { techEndsAt: string };
  const moveTechDeadline = async (techEndsAt: string) => {
    const saved = await request.put(`/be/admin/event/${FIREPLACE_FAIR}`, { headers: staff, data: { ...event, techEndsAt } });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  let previous: string | null = null;
  try {
    for (const run of runs) {
      const context = await browser.newContext({ viewport: { width: run.width, height: 900 } });
      const page = await context.newPage();
      await openLoggedIn(page, run.lang, session);
      await page.goto('/#/');
      const section = page.getByRole('region', { name: run.title });
      await section.scrollIntoViewIfNeeded();
      if (previous === null) {
        await section.getByRole('button', { name: run.make }).click();
      } else {
        // Asked once more: the old address ends.
        await section.getByRole('button', { name: run.renew }).click();
        await section.getByRole('button', { name: run.confirm, exact: true }).click();
      }
      const field = section.getByRole('textbox', { name: run.address });
      await expect(field).toHaveValue(/\/pub\/calendar\/[A-Za-z0-9_-]+\.ics$/);
      const address = await field.inputValue();
      if (previous !== null) {
        expect(address).not.toBe(previous);
        expect((await request.get(new URL(previous).pathname)).status()).toBe(404);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dashboard-calendar-${run.lang}-${run.width}.png`, fullPage: true });

      // The tech deadline as it is, then a week later: the calendar follows at its next read.
      const uid = `techEnd-${FIREPLACE_FAIR}`;
      expect(await entryStart(request, address, uid)).toBe(berlinDay(event.techEndsAt));
      const later = new Date(Date.parse(event.techEndsAt) + 7 * 86_400_000).toISOString();
      await moveTechDeadline(later);
      await expect.poll(() => entryStart(request, address, uid)).toBe(berlinDay(later));
      await moveTechDeadline(event.techEndsAt);

      // The date on its own, from the dashboard's list of dates.
      await page.reload();
      const add = page.getByRole('link', { name: new RegExp(`${run.add}.*(Kamin|Fireplace|Feuer)`, 'i') }).first();
      const href = (await add.getAttribute('href'))!;
      expect(href).toBe(`/pub/event/${FIREPLACE_FAIR}/calendar/techEnd.ics?lang=${run.lang === 'de' ? 'de-DE' : 'en-US'}`);
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(await file.text()).toContain(`UID:${uid}@`);
      previous = address;
      await context.close();
    }
  } finally {
    await moveTechDeadline(event.techEndsAt);
  }
});
