import { E2E_ORIGIN_PATTERN } from './origin.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { mailsTo } from './mail-catcher.ts';
import { submitLogin, switchLanguage } from './support.ts';

const texts = {
  de: {
    forgot: 'Passwort vergessen?',
    email: 'E-Mail-Adresse',
    requestLink: 'Link anfordern',
    sent: 'Wir haben Ihnen eine E-Mail mit einem Link geschickt.',
    mailSubject: 'Neues Passwort für das Messeportal',
    newPassword: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    save: 'Passwort speichern',
    tooShort: 'Bitte mindestens 7 Zeichen eingeben.',
    differ: 'Die Passwörter stimmen nicht überein.',
    changed: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
    linkUsed: 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
    loginFailed: 'Benutzername oder Passwort ungültig.',
    notFound: 'E-Mail-Adresse nicht gefunden',
    requestTitle: 'Neue Zugangsdaten anfordern',
    company: 'Firma',
    name: 'Ihr Name',
    phone: 'Telefon',
    message: 'Nachricht',
    send: 'Anfrage senden',
    required: 'Dieses Feld muss ausgefüllt werden.',
    requestSent: 'Vielen Dank! Ihre Anfrage wurde an unser Serviceteam gesendet.',
  },
  en: {
    forgot: 'Forgot your password?',
    email: 'E-mail address',
    requestLink: 'Request link',
    sent: 'We have sent you an e-mail with a link.',
    mailSubject: 'New password for the Messeportal',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save password',
    tooShort: 'Please enter at least 7 characters.',
    differ: 'The passwords do not match.',
    changed: 'Your new password has been saved. Please log in with it.',
    linkUsed: 'The link has expired or has already been used. Please request a new link.',
    loginFailed: 'Username or password invalid.',
    notFound: 'E-mail address not found',
    requestTitle: 'Request new credentials',
    company: 'Company',
    name: 'Your name',
    phone: 'Phone',
    message: 'Message',
    send: 'Send request',
    required: 'This field must be filled in.',
    requestSent: 'Thank you! Your request has been sent to our service team.',
  },
} as const;

/** The organiser's inbox: the sender address of the portal's mails (MAIL_FROM's default). */
const ORGANISER = 'service@messeportal.example';

/**
 * A fresh exhibitor, ordered through the API as a new exhibitor would, so the journey changes no password
 * another spec logs in with. The contact's language decides the language of the reset mail.
 */
async function newExhibitor(request: APIRequestContext, lang: 'de' | 'en', run: string) {
  const { event } = await (await request.get('/pub/event/1')).json();
  const { orderBookItems } = await (await request.get('/pub/event/1/orderbook')).json();
  const stand = event.standConfigs[0];
  const mandatory = orderBookItems.filter((item: { isMandatory: boolean; tab: number }) => item.isMandatory && item.tab === 0);
  const email = `kai-${run}@example.com`;
  const company = `Ofenwerk ${run}`;
  const response = await request.post('/pub/order', {
    data: {
      eventId: 1,
      agb: true,
      cancellationPolicy: true,
      stand: { standConfigId: stand.id, qm: 30 },
      orderBooks: mandatory.map((item: { id: number }) => ({ id: item.id, amount: 30 })),
      brands: [{ id: 0, name: company, productgroupsIds: [event.productgroupsIds[0]] }],
      personal: {
        company: { name: company, ustid: 'DE123456789', email: `firma-${run}@example.com`, phone: '+49 89 123456' },
        address: { street: 'Ofenweg 1', zip: '80331', city: 'München', country: 'de' },
        contact: { gender: 2, lang, firstName: 'Kai', name: 'Ofner', email, passwordNew: 'Alt-Passwort1', passwordNewRepeat: 'Alt-Passwort1' },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, company, password: 'Alt-Passwort1' };
}

/** The reset link of the newest reset mail to `address`, once it has arrived. */
async function resetLinkFor(address: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(address).findLast((candidate) => candidate.subject === subject);
        link = mail?.text.match(new RegExp(`${E2E_ORIGIN_PATTERN}/#/s/reset-password/[A-Za-z0-9_-]+`))?.[0];
        return link;
      },
      { timeout: 20_000, message: `a mail '${subject}' to ${address}` },
    )
    .toBeTruthy();
  return link!;
}

async function openResetPage(page: Page, lang: 'de' | 'en') {
  await page.goto('/#/s/login');
  if (lang === 'en') await switchLanguage(page, 'English');
  await page.getByRole('link', { name: texts[lang].forgot }).click();
  await expect(page).toHaveURL(/#\/s\/reset-password$/);
}

// Each journey runs in one language: the reset in English (its mail goes to an English contact), the manual
// request in German; language-smoke.spec.ts checks the German reset form and mail.
function resetJourney(lang: 'de' | 'en') {
  const ui = texts[lang];

  test(`${lang}: resets a forgotten password through the link from the mail and logs in with the new one`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const run = `${lang}${Date.now()}`;
    const exhibitor = await newExhibitor(request, lang, run);
    const newPassword = `Neu-${run}`;

    await openResetPage(page, lang);
    await page.getByRole('textbox', { name: ui.email }).fill(exhibitor.email.toUpperCase());
    await page.getByRole('button', { name: ui.requestLink }).click();
    await expect(page.getByRole('status')).toContainText(ui.sent);

    const link = await resetLinkFor(exhibitor.email, ui.mailSubject);
    await page.goto(link);
    const password = page.getByRole('textbox', { name: ui.newPassword, exact: true });
    const repeat = page.getByRole('textbox', { name: ui.repeat, exact: true });
    await password.fill('kurz');
    await repeat.fill('anders');
    await page.getByRole('button', { name: ui.save }).click();
    await expect(page.getByText(ui.tooShort)).toBeVisible();
    await expect(page.getByText(ui.differ)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await password.fill(newPassword);
    await repeat.fill(newPassword);
    await page.getByRole('button', { name: ui.save }).click();

    await expect(page).toHaveURL(/#\/s\/login$/);
    await expect(page.getByRole('status')).toHaveText(ui.changed);
    await submitLogin(page, exhibitor.email, exhibitor.password, lang);
    await expect(page.getByRole('alert')).toHaveText(ui.loginFailed);
    await submitLogin(page, exhibitor.email, newPassword, lang);
    await expect(page.getByRole('heading', { level: 1, name: exhibitor.company })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByRole('textbox', { name: ui.newPassword, exact: true }).fill('Noch-ein-Passwort');
    await page.getByRole('textbox', { name: ui.repeat, exact: true }).fill('Noch-ein-Passwort');
    await page.getByRole('button', { name: ui.save }).click();
    await expect(page.getByRole('alert')).toHaveText(ui.linkUsed);
  });
}

function credentialsRequestJourney(lang: 'de' | 'en') {
  const ui = texts[lang];

  test(`${lang}: an unknown address offers the manual request for new credentials`, async ({ page }) => {
    const run = `${lang}${Date.now()}`;
    const unknown = `unbekannt-${run}@example.com`;
    await openResetPage(page, lang);
    await page.getByRole('textbox', { name: ui.email }).fill(unknown);
    await page.getByRole('button', { name: ui.requestLink }).click();
    await expect(page.getByText(ui.notFound)).toBeVisible();

    const form = page.getByRole('region', { name: ui.requestTitle });
    await expect(form.getByRole('textbox', { name: ui.email })).toHaveValue(unknown);
    await form.getByRole('button', { name: ui.send }).click();
    await expect(form.getByText(ui.required)).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: ui.company }).fill(`Kachelofen ${run}`);
    await form.getByRole('textbox', { name: ui.name }).fill('Lena Kachel');
    await form.getByRole('textbox', { name: ui.phone }).fill('+49 711 123456');
    await form.getByRole('textbox', { name: ui.message }).fill('Bitte neue Zugangsdaten / new credentials, please');
    await form.getByRole('button', { name: ui.send }).click();
    await expect(page.getByRole('status').filter({ hasText: ui.requestSent })).toBeVisible();

    await expect
      .poll(() => mailsTo(ORGANISER).find((mail) => mail.subject === `Anfrage neuer Zugangsdaten: Kachelofen ${run}`)?.text ?? '', {
        timeout: 20_000,
      })
      .toContain(unknown);
    expect(mailsTo(unknown)).toEqual([]);
  });
}

resetJourney('en');
credentialsRequestJourney('de');
