import { addDays, dayIn, formatDate } from '@messeportal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organiserSettings, outboxMails, registrations } from '../../platform/db/schema.ts';
import { buildOrderableEvent, newExhibitorOrder } from '../../../test/new-exhibitor-order.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { engines } from '../../../test/test-app.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { makePdf, makePng } from '../../../test/upload-fixtures.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { startMailWorker } from '../../platform/mail/worker.ts';

type Headers = Record<string, string>;

const settings = {
  companyName: 'Kaminwelt Messen GmbH',
  street: 'Ofenweg 3',
  zip: '90402',
  city: 'Nürnberg',
  country: 'DE',
  phone: '+49 911 4711',
  email: 'info@kaminwelt.example',
  website: 'www.kaminwelt.example',
  vatId: 'DE123456789',
  taxNumber: '241/114/50123',
  commercialRegister: 'Amtsgericht Nürnberg HRB 4711',
  managingDirectors: 'Jana Ofner',
  bankName: 'Sparkasse Nürnberg',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  logoFileId: null,
  mailSenderName: 'Kaminwelt, Messeteam',
  mailSenderAddress: 'messe@kaminwelt.example',
  documentFooterDe: 'Es gelten die Teilnahmebedingungen der Kaminwelt.',
  documentFooterEn: 'The terms of participation of Kaminwelt apply.',
  mailFooterDe: 'Kaminwelt Messen GmbH · Ofenweg 3 · 90402 Nürnberg',
  mailFooterEn: 'Kaminwelt Fairs Ltd · Ofenweg 3 · 90402 Nuremberg',
  defaultVatRate: 7.7,
  timeZone: 'Europe/Vienna',
  invoicePrefix: 'R',
  creditNotePrefix: 'G',
  cancellationPrefix: 'S',
  paymentTermDays: 30,
  nonEuTax: 'standard',
};

describe.each(engines)('organiser settings (%s)', (engine) => {
  let c: BackofficeContext;
  let admin: Headers;
  const put = (payload: object, headers = admin, lang = 'de-DE') => c.call('PUT', `/be/admin/settings?lang=${lang}`, headers, payload);
  const upload = async (name: string, data: Buffer, kind = 'images') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return (await c.t.app.inject({ method: 'POST', url: `/pub/file/upload/temp?kind=${kind}`, payload: form, headers: admin })).json();
  };
  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    admin = c.staff;
  });
  afterAll(() => c.close());

  it('saves what an admin fills in, the IBAN compact and the VAT rate in per cent, with an audit entry', async () => {
    const before = (await c.call('GET', '/be/admin/settings')).json().settings;
    expect(before.companyName).toBe('Messeportal Messe GmbH');
    const response = await put(settings);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().settings;
    expect(saved).toMatchObject({ ...settings, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', defaultVatRate: 7.7, logoUri: null });
    expect((await c.call('GET', '/be/admin/settings')).json().settings).toEqual(saved);
    const [entry] = await c.db.select().from(auditLog).where(eq(auditLog.entity, 'settings')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', actor: c.admin.actor });
    expect(entry!.before).toMatchObject({ companyName: 'Messeportal Messe GmbH' });
    expect(entry!.after).toMatchObject({ companyName: 'Kaminwelt Messen GmbH', defaultVatRate: 770 });
  });

  it('refuses a wrong IBAN checksum, a BIC, VAT rate, time zone or VAT ID out of form, per field, and keeps what was saved', async () => {
    const saved = (await c.call('GET', '/be/admin/settings')).json().settings;
    const response = await put(
      { ...settings, iban: 'DE88 3704 0044 0532 0130 00', bic: 'COBA', defaultVatRate: 101, timeZone: 'Europe/Atlantis', vatId: '123', companyName: '' },
      admin,
      'en-US',
    );
    expect(response.statusCode).toBe(400);
    const errors = Object.fromEntries(response.json().errors.map((e: { property: string; message: string }) => [e.property, e.message]));
    expect(errors).toEqual({
      iban: 'This IBAN is invalid: its check digits do not match. Please check every digit.',
      bic: 'A BIC has 8 or 11 characters, such as SSKMDEMMXXX.',
      defaultVatRate: 'The VAT rate lies between 0 and 100 %.',
      timeZone: 'This time zone is unknown. Please give it as region/city, such as Europe/Berlin.',
      vatId: 'A VAT ID starts with the country code, such as DE123456789.',
      companyName: 'This field must be filled in.',
    });
    expect((await c.call('GET', '/be/admin/settings')).json().settings).toEqual(saved);

    // Each kind of invoice document counts its own numbers: a prefix is given once, AB and SB are taken.
    const shared = await put({ ...settings, creditNotePrefix: 'R', cancellationPrefix: 'AB' }, admin, 'en-US');
    expect(shared.json().errors).toEqual([
      { property: 'creditNotePrefix', message: 'Another kind of document already has this prefix (AB and SB are taken).' },
      { property: 'cancellationPrefix', message: 'Another kind of document already has this prefix (AB and SB are taken).' },
    ]);
    const lower = await put({ ...settings, invoicePrefix: 're-' }, admin, 'en-US');
    expect(lower.json().errors).toEqual([{ property: 'invoicePrefix', message: 'A number prefix consists of capital letters and digits, such as RE.' }]);
  });

  it('takes a PNG or JPG upload as the logo, refuses a PDF or an unknown file, and prints the logo on documents', async () => {
    const pdf = await upload('logo.pdf', await makePdf(), 'downloads');
    const asPdf = await put({ ...settings, logoFileId: pdf.id });
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().errors).toEqual([{ property: 'logoFileId', message: 'Das Logo muss ein hochgeladenes PNG- oder JPG-Bild sein.' }]);
    expect((await put({ ...settings, logoFileId: 123456789 })).statusCode).toBe(400);

    const png = await upload('logo.png', await makePng());
    const saved = await put({ ...settings, logoFileId: png.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.logoUri).toBe(`/pub/file/${png.id}`);
    // Saving again with the same logo keeps it (it is no fresh upload any more, and need not be).
    expect((await put({ ...settings, logoFileId: png.id })).statusCode).toBe(200);

    const { offer } = (await c.save({ ...c.configuration(), mode: 'be_stand' })).json();
    const offerPdf = await c.call('GET', `/be/offer/${offer.id}/pdf`);
    expect(offerPdf.statusCode).toBe(200);
    const text = extractPdfText(offerPdf.rawPayload).text.replace(/\s+/g, ' ');
    expect(text).toContain('Kaminwelt Messen GmbH');
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('St.-Nr. 241/114/50123');
    expect(text).not.toContain('Messeportal Messe GmbH');
    expect(offerPdf.rawPayload.includes('/Subtype /Image')).toBe(true);
  });

  it("sends every mail from the settings' sender with the footer of its language, and tells the web the organiser's name", async () => {
    await put(settings);
    const smtp = await startSmtpCatcher();
    const db = c.db;
    await queueMail(db, { kind: 'offer_link', recipient: 'kunde@example.com', lang: 'en-US', subject: 'Your offer', text: 'Hello', html: '<!doctype html><html><body>Hello</body></html>' });
    const worker = startMailWorker({ db, smtpUrl: smtp.url, from: 'fallback@messeportal.example', log: c.t.app.log, pollMs: 60_000 });
    await worker.wake();
    await worker.stop();
    await smtp.close();
    const [message] = smtp.received.filter((m) => m.to === 'kunde@example.com');
    expect(message!.data).toMatch(/^From: "Kaminwelt, Messeteam" <messe@kaminwelt\.example>/m);
    expect(message!.data).toContain('Kaminwelt Fairs Ltd');
    expect(message!.data).not.toContain('Kaminwelt Messen GmbH · Ofenweg');
    const config = (await c.call('GET', '/pub/config', {})).json();
    expect(config.feUiElements.organiser).toMatchObject({ name: 'Kaminwelt Messen GmbH', email: 'info@kaminwelt.example', phone: '+49 911 4711' });
  });

  it("shows the organiser's logo on the public pages and its own login notice, per language, none by default", async () => {
    const organiser = async (lang: string) => (await c.call('GET', `/pub/config?lang=${lang}`, {})).json().feUiElements.organiser;
    await put({ ...settings, logoFileId: null });
    expect(await organiser('de-DE')).toMatchObject({ logoUrl: null, loginNotice: '' });

    const png = await upload('logo.png', await makePng());
    const notice = { loginNoticeDe: 'Am 3. März ist das Portal wegen Wartung nicht erreichbar.', loginNoticeEn: 'The portal is down for maintenance on 3 March.' };
    expect((await put({ ...settings, ...notice, logoFileId: png.id })).statusCode).toBe(200);
    expect(await organiser('de-DE')).toMatchObject({ logoUrl: `/pub/file/${png.id}`, loginNotice: notice.loginNoticeDe });
    expect(await organiser('en-US')).toMatchObject({ loginNotice: notice.loginNoticeEn });
    const tooLong = await put({ ...settings, loginNoticeDe: 'x'.repeat(1001) });
    expect(tooLong.json().errors.map((e: { property: string }) => e.property)).toEqual(['loginNoticeDe']);
  });

  it('shows the login notice through its last day on the organiser’s calendar, refuses a passed or malformed day and keeps one saved before', async () => {
    const notice = async (lang = 'de-DE') => (await c.call('GET', `/pub/config?lang=${lang}`, {})).json().feUiElements.organiser.loginNotice;
    const text = { loginNoticeDe: 'Wartung am Sonntag.', loginNoticeEn: 'Maintenance on Sunday.' };
    // The settings' time zone (Vienna) tells the day, not the server's.
    const today = dayIn(new Date(), settings.timeZone);
    const saved = await put({ ...settings, ...text, loginNoticeUntil: today });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.loginNoticeUntil).toBe(today);
    expect(await notice()).toBe(text.loginNoticeDe);
    expect(await notice('en-US')).toBe(text.loginNoticeEn);

    // A passed day, a day that does not exist, a text: refused in the page's language, and nothing changes.
    const refused = async (loginNoticeUntil: unknown, lang: string) => {
      const response = await put({ ...settings, ...text, loginNoticeDe: 'Geändert', loginNoticeUntil }, admin, lang);
      expect(response.statusCode).toBe(400);
      // One message per field (a malformed day is told once, however many of the day's rules it breaks).
      return [...new Map(response.json().errors.map((e: { property: string; message: string }) => [e.property + e.message, e])).values()];
    };
    expect(await refused(addDays(today, -1), 'de-DE')).toEqual([
      { property: 'loginNoticeUntil', message: `Dieser Tag ist vorbei. Bitte heute (${formatDate(today)}) oder einen späteren Tag wählen, oder das Feld leeren, damit der Hinweis ohne Ende erscheint.` },
    ]);
    expect(await refused('2027-02-30', 'en-US')).toEqual([{ property: 'loginNoticeUntil', message: 'Please give a date as dd.mm.yyyy, such as 31.03.2027, or leave the field empty.' }]);
    expect(await refused('31.03.2027', 'en-US')).toEqual([{ property: 'loginNoticeUntil', message: 'Please give a date as dd.mm.yyyy, such as 31.03.2027, or leave the field empty.' }]);
    const [row] = await c.db.select().from(organiserSettings);
    expect(row).toMatchObject({ loginNoticeDe: text.loginNoticeDe, loginNoticeUntil: today });

    // The day passes: the notice is no longer delivered, and a save that keeps that day is not refused for it.
    await c.db.update(organiserSettings).set({ loginNoticeUntil: addDays(today, -1) });
    c.t.app.referenceCache.invalidate();
    expect(await notice()).toBe('');
    expect((await put({ ...settings, ...text, loginNoticeUntil: addDays(today, -1) })).statusCode).toBe(200);
    expect(await notice()).toBe('');
    // Empty: no end.
    const endless = await put({ ...settings, ...text, loginNoticeUntil: '' });
    expect(endless.json().settings.loginNoticeUntil).toBeNull();
    expect(await notice('en-US')).toBe(text.loginNoticeEn);
  });

  it('gives the accounting numbers their defaults and refuses DATEV numbers outside DATEV’s ranges, per field', async () => {
    const saved = (await put(settings)).json().settings;
    expect(saved).toMatchObject({
      ...{ confirmLinkDays: 14, revenueAccountDomestic: '8400', taxKeyDomestic: '', revenueAccountReverseCharge: '8336', revenueAccountNotTaxable: '8338' },
      ...{ debtorNumbering: 'companyId', debtorNumberStart: 10_000, datevConsultantNumber: null, datevClientNumber: null, datevAccountLength: 4, fiscalYearStartMonth: 1 },
      ...{ datevBankAccount: '1200', datevClearingAccount: '1360' },
    });
    const errorsOf = async (payload: object, lang = 'en-US') => {
      const response = await put({ ...settings, ...payload }, admin, lang);
      expect(response.statusCode).toBe(400);
      return Object.fromEntries(response.json().errors.map((e: { property: string; message: string }) => [e.property, e.message]));
    };
    expect(await errorsOf({ datevConsultantNumber: 999, datevClientNumber: 100_000, datevAccountLength: 9, confirmLinkDays: 0, taxKeyDomestic: 'U3' })).toEqual({
      datevConsultantNumber: 'The DATEV consultant number lies between 1001 and 9999999.',
      datevClientNumber: 'The DATEV client number lies between 1 and 99999.',
      datevAccountLength: 'The value must be at most 8.',
      confirmLinkDays: 'The value must be at least 1.',
      taxKeyDomestic: 'A tax key consists of up to four digits; it stays empty for automatic accounts such as 8400.',
    });
    // Debtors have one digit more than the ledger accounts: 10000 to 69999 at length 4.
    expect(await errorsOf({ debtorNumberStart: 70_000, revenueAccountReverseCharge: '83360', datevClearingAccount: '13600' })).toEqual({
      debtorNumberStart: 'With an account length of 4, debtor numbers lie between 10000 and 69999.',
      revenueAccountReverseCharge: 'A ledger account consists of digits, at most as many as the account length (4), such as 8400.',
      datevClearingAccount: 'A ledger account consists of digits, at most as many as the account length (4), such as 8400.',
    });
    expect(await errorsOf({ debtorNumberStart: 9_999, datevConsultantNumber: 1000 }, 'de-DE')).toEqual({
      debtorNumberStart: 'Bei einer Sachkontenlänge von 4 liegen Debitorennummern zwischen 10000 und 69999.',
      datevConsultantNumber: 'Die DATEV-Beraternummer liegt zwischen 1001 und 9999999.',
    });
    expect((await c.call('GET', '/be/admin/settings')).json().settings).toEqual(saved);
    const longer = await put({ ...settings, datevAccountLength: 5, debtorNumberStart: 100_000, revenueAccountReverseCharge: '83360', datevConsultantNumber: '', datevClientNumber: 1 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().settings).toMatchObject({ datevAccountLength: 5, debtorNumberStart: 100_000, revenueAccountReverseCharge: '83360', datevConsultantNumber: null, datevClientNumber: 1 });
  });

  it('gives a confirmation link the days the settings name, in its mail too, whether the order or staff made it', async () => {
    expect((await put({ ...settings, confirmLinkDays: 3 })).statusCode).toBe(200);
    const email = 'bestaetigung@holzwerk-settings.example';
    const before = Date.now();
    const order = await c.t.app.inject({ method: 'POST', url: '/pub/order', payload: newExhibitorOrder(await buildOrderableEvent(c.t.app), email) });
    expect(order.statusCode, order.body).toBe(200);
    const { registrationId } = order.json();
    const validDays = async () => {
      const [registration] = await c.db.select().from(registrations).where(eq(registrations.id, registrationId));
      return (registration!.confirmExpiresAt!.getTime() - before) / 86_400_000;
    };
    const confirmMails = () => c.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'registration_confirm'))).orderBy(outboxMails.id);
    expect(await validDays()).toBeCloseTo(3, 2);
    expect((await confirmMails())[0]!.text).toContain('Der Link ist 3 Tage und nur einmal gültig.');

    expect((await put({ ...settings, confirmLinkDays: 1 })).statusCode).toBe(200);
    expect((await c.call('POST', `/be/registration/${registrationId}/confirm_link`)).statusCode).toBe(200);
    expect(await validDays()).toBeCloseTo(1, 2);
    expect((await confirmMails())[1]!.text).toContain('Der Link ist einen Tag und nur einmal gültig.');
  });

  it('lets accounting read the settings, and nobody but an admin save them', async () => {
    const accounting = await c.staffAs('accounting');
    const sales = await c.staffAs('sales');
    expect((await c.call('GET', '/be/admin/settings', accounting)).statusCode).toBe(200);
    expect((await c.call('GET', '/be/admin/settings', sales)).statusCode).toBe(403);
    expect((await put({ ...settings, companyName: 'Fremd GmbH' }, accounting)).statusCode).toBe(403);
    expect((await c.call('GET', '/be/admin/settings')).json().settings.companyName).toBe('Kaminwelt Messen GmbH');
  });
});
