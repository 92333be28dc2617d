import { addDays, dayIn } from '@messeportal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, dunningNoticeItems, organiserSettings, outboxMails } from '../../platform/db/schema.ts';
import { engines } from '../../../test/test-app.ts';
import { extractPdfText } from '../../../test/extract-pdf-text.ts';
import { invoicedExhibitor } from '../../../test/invoiced-exhibitor.ts';
import { openBackofficeContext, type BackofficeContext } from '../../../test/staff-context.ts';

type Headers = Record<string, string>;

// Issue 30: a daily run proposes the notices due (reminder, first and second notice after the organiser's days),
// accounting sends them, each a numbered PDF with the open invoices, fees and § 288 BGB interest, mailed to the
// buyer; a paid, disputed or held invoice is not dunned, and no level is sent twice.
describe.each(engines)('dunning (%s)', (engine) => {
  let c: BackofficeContext;
  let accounting: Headers;
  let counter = 0;
  let today: string;

  beforeAll(async () => {
    c = await openBackofficeContext(engine);
    accounting = await c.staffAs('accounting');
    today = dayIn(new Date(), 'Europe/Berlin');
  });
  afterAll(() => c.close());

  /** A new exhibitor invoiced for `net` euros whose invoice fell due `daysOverdue` days ago. */
  async function overdueExhibitor(daysOverdue: number, net = 1_000) {
    const invoiced = await invoicedExhibitor(c, `Mahnung ${++counter} GmbH`, net);
    await c.db.update(documents).set({ dueDate: addDays(today, -daysOverdue) }).where(eq(documents.id, invoiced.id));
    const [row] = await c.db.select({ registrationId: documents.registrationId }).from(documents).where(eq(documents.id, invoiced.id));
    return { ...invoiced, registrationId: row!.registrationId };
  }
  const run = async (lang = 'de-DE') => {
    const response = await c.call('GET', `/be/dunning?lang=${lang}`, accounting);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const proposalOf = async (registrationId: number) => (await run()).proposals.find((proposal: { registrationId: number }) => proposal.registrationId === registrationId);
  const send = (registrationIds: number[], lang = 'de-DE') => c.call('POST', `/be/dunning?lang=${lang}`, accounting, { registrationIds });

  it('proposes a reminder a week after the due date, with the flat fee and the interest counted by the day, and nothing before', async () => {
    const early = await overdueExhibitor(6);
    const due = await overdueExhibitor(10);
    expect(await proposalOf(early.registrationId)).toBeUndefined();
    const proposal = await proposalOf(due.registrationId);
    // 1,190.00 € open for 10 days at 1.27 % + 9 points = 10.27 % a year: 1,190.00 × 0.1027 × 10 / 365 = 3.35 €.
    expect(proposal).toMatchObject({
      level: 1,
      kind: 'reminder',
      company: due.company.name,
      invoices: [{ documentId: due.id, number: due.number, open: 1190, fee: 0, flatFee: 40, interest: 3.35 }],
      open: 1190,
      charges: 43.35,
      total: 1233.35,
    });
  });

  it('sends a notice as a numbered document with its PDF and mail, and never the same level twice', async () => {
    const due = await overdueExhibitor(22, 500);
    const response = await send([due.registrationId]);
    expect(response.statusCode, response.body).toBe(200);
    const { sent, leftOut } = response.json();
    expect(leftOut).toEqual([]);
    expect(sent).toEqual([expect.objectContaining({ registrationId: due.registrationId, kind: 'reminder', number: expect.stringMatching(new RegExp(`^MA-${today.slice(0, 4)}-\\d{4}$`)) })]);
    const notice = sent[0];

    const items = await c.db.select().from(dunningNoticeItems).where(eq(dunningNoticeItems.noticeId, notice.documentId));
    expect(items).toEqual([expect.objectContaining({ invoiceId: due.id, level: 1, sentOn: today, openCents: 59_500, flatFeeCents: 4_000 })]);
    const [mail] = await c.db.select().from(outboxMails).where(eq(outboxMails.documentId, notice.documentId));
    const [invoiceMail] = await c.db.select().from(outboxMails).where(eq(outboxMails.documentId, due.id));
    expect(mail).toMatchObject({ kind: 'dunning_notice', recipient: invoiceMail!.recipient, subject: expect.stringContaining(`Zahlungserinnerung ${notice.number}`) });
    expect(mail!.text).toContain(due.number);

    const pdf = await c.call('GET', `/be/document/${notice.documentId}/pdf?lang=de-DE`, accounting);
    expect(pdf.statusCode).toBe(200);
    const { text } = extractPdfText(pdf.rawPayload);
    expect(text).toContain(`Zahlungserinnerung ${notice.number}`);
    expect(text).toContain(`Rechnung ${due.number}`);
    expect(text).toContain('Verzugspauschale nach § 288 Abs. 5 BGB');
    expect(text).toMatch(/Verzugszinsen zu [\s\S]*22 Tage zu 10,27 %/);
    expect(text).toContain('Zu zahlen');
    const english = extractPdfText((await c.call('GET', `/be/document/${notice.documentId}/pdf?lang=en-US`, accounting)).rawPayload).text;
    expect(english).toContain(`Payment reminder ${notice.number}`);
    expect(english).toContain('To pay');

    // Sent: the registration has nothing due today, and sending again sends nothing.
    expect(await proposalOf(due.registrationId)).toBeUndefined();
    const again = await send([due.registrationId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/keine Mahnung fällig/);
    // The exhibitor finds it under its documents, and its PDF.
    const exhibitor = await c.exhibitorLogin(due.contactEmail);
    const { documents: listed } = (await c.call('GET', '/fe/documents?lang=de-DE', exhibitor)).json();
    expect(listed).toContainEqual(expect.objectContaining({ id: notice.documentId, number: notice.number, typeLabel: 'Mahnung' }));
    const own = await c.call('GET', `/fe/document/${notice.documentId}/pdf?lang=en-US`, exhibitor);
    expect(own.statusCode).toBe(200);
    expect(extractPdfText(own.rawPayload).text).toContain(`Payment reminder ${notice.number}`);
  });

  it('goes to the next level only after the organiser’s days and a week after the last notice, its fee within the flat fee charged before', async () => {
    const due = await overdueExhibitor(40, 200);
    expect((await send([due.registrationId])).statusCode).toBe(200);
    // Pretend the reminder went out eight days ago: the first notice (21 days) is due now.
    await c.db.update(dunningNoticeItems).set({ sentOn: addDays(today, -8) }).where(eq(dunningNoticeItems.invoiceId, due.id));
    const proposal = await proposalOf(due.registrationId);
    // Its € 5 lies within the € 40 the reminder charged (§ 288 (5) sentence 3 BGB): only interest is added.
    expect(proposal).toMatchObject({ level: 2, kind: 'firstNotice', invoices: [{ fee: 0, flatFee: 0 }] });
    const { sent } = (await send([due.registrationId], 'en-US')).json();
    const english = extractPdfText((await c.call('GET', `/be/document/${sent[0].documentId}/pdf?lang=en-US`, accounting)).rawPayload).text;
    expect(english).toContain(`First dunning notice ${sent[0].number}`);
    expect(english).not.toContain('Dunning fee on');
    expect(english).toContain('Default interest on');
  });

  it('leaves out a paid invoice, a disputed one and one of a company on hold, and lists the held ones with their note', async () => {
    const paid = await overdueExhibitor(10, 100);
    const disputed = await overdueExhibitor(10, 100);
    const held = await overdueExhibitor(10, 100);
    const payment = await c.call('POST', `/be/document/${paid.id}/payments`, accounting, { paidOn: today, amount: 119 });
    expect(payment.statusCode, payment.body).toBe(200);

    const noNote = await c.call('PUT', `/be/invoices/${disputed.id}/dispute?lang=en-US`, accounting, { disputed: true, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0]).toMatchObject({ property: 'note', message: expect.stringMatching(/what the exhibitor disputes/) });
    expect((await c.call('PUT', `/be/invoices/${disputed.id}/dispute`, accounting, { disputed: true, note: 'Stand war kleiner als bestellt' })).statusCode).toBe(200);
    expect((await c.call('PUT', `/be/companies/${held.company.id}/dunning-hold`, accounting, { onHold: true, note: 'Ratenzahlung vereinbart' })).statusCode).toBe(200);

    const overview = await run();
    const proposed = overview.proposals.map((proposal: { registrationId: number }) => proposal.registrationId);
    for (const exhibitor of [paid, disputed, held]) expect(proposed).not.toContain(exhibitor.registrationId);
    expect(overview.held).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentId: disputed.id, reason: 'disputed', note: 'Stand war kleiner als bestellt' }),
        expect.objectContaining({ documentId: held.id, reason: 'onHold', note: 'Ratenzahlung vereinbart' }),
      ]),
    );
    const refused = await send([paid.registrationId, disputed.registrationId, held.registrationId]);
    expect(refused.statusCode).toBe(409);

    // Taken back, the invoice is proposed again.
    expect((await c.call('PUT', `/be/invoices/${disputed.id}/dispute`, accounting, { disputed: false })).statusCode).toBe(200);
    expect(await proposalOf(disputed.registrationId)).toMatchObject({ level: 1 });
    // Neither an unknown invoice nor a notice can be disputed; an unknown company cannot be held.
    expect((await c.call('PUT', '/be/invoices/99999999/dispute', accounting, { disputed: true, note: 'x' })).statusCode).toBe(404);
    expect((await c.call('PUT', '/be/companies/99999999/dunning-hold', accounting, { onHold: true, note: 'x' })).statusCode).toBe(404);
  });

  it('sends each notice once when two runs start at the same moment, and reports the registrations left out', async () => {
    const first = await overdueExhibitor(10);
    const second = await overdueExhibitor(10);
    const ids = [first.registrationId, second.registrationId];
    const answers = await Promise.all([send(ids), send(ids)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const items = await c.db.select().from(dunningNoticeItems).where(sql`${dunningNoticeItems.invoiceId} in (${first.id}, ${second.id})`);
    expect(items).toHaveLength(2);
    const mails = await c.db.select().from(outboxMails).where(sql`${outboxMails.documentId} in (select notice_id from dunning_notice_items where invoice_id in (${first.id}, ${second.id}))`);
    expect(mails).toHaveLength(2);
  });

  it('refuses to send while the organiser’s address or IBAN is missing, changing nothing', async () => {
    const due = await overdueExhibitor(10);
    await c.db.update(organiserSettings).set({ iban: '' }).where(eq(organiserSettings.id, 1));
    try {
      const refused = await send([due.registrationId], 'en-US');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toMatch(/organiser’s details/);
      expect(await proposalOf(due.registrationId)).toMatchObject({ level: 1 });
    } finally {
      await c.db.update(organiserSettings).set({ iban: 'DE89370400440532013000' }).where(eq(organiserSettings.id, 1));
    }
  });

  it('keeps the organiser’s levels, switches and base rates, and refuses levels out of order', async () => {
    const admin = c.staff;
    const current = (await c.call('GET', '/be/admin/settings', admin)).json().settings;
    const { logoUri: _logoUri, updatedAt: _updatedAt, dunningLevels: _levels, dunningFlatFee: _flatFee, baseRates: _rates, ...input } = current;
    const levels = [
      { kind: 'firstNotice', daysAfterDue: 14, fee: 7.5 },
      { kind: 'secondNotice', daysAfterDue: 28, fee: 15 },
    ];
    const saved = await c.call('PUT', '/be/admin/settings', admin, { ...input, dunningLevels: levels, dunningFlatFee: false, baseRates: [...current.baseRates, { since: '2026-07-01', rate: 1.27 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ dunningLevels: [{ level: 1, kind: 'firstNotice', daysAfterDue: 14, fee: 7.5 }, { level: 2, daysAfterDue: 28, fee: 15 }], dunningFlatFee: false });
    const due = await overdueExhibitor(15);
    expect(await proposalOf(due.registrationId)).toMatchObject({ kind: 'firstNotice', invoices: [{ fee: 7.5, flatFee: 0 }] });

    const outOfOrder = await c.call('PUT', '/be/admin/settings?lang=en-US', admin, { ...input, dunningLevels: [{ kind: 'secondNotice', daysAfterDue: 10, fee: 0 }, { kind: 'reminder', daysAfterDue: 5, fee: 0 }] });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/payment reminder, first notice, second notice/), expect.stringMatching(/later after the due date/)]),
    );
    const twice = await c.call('PUT', '/be/admin/settings', admin, { ...input, baseRates: [{ since: '2026-01-01', rate: 1.27 }, { since: '2026-01-01', rate: 2 }] });
    expect(twice.json().errors[0]).toMatchObject({ property: 'baseRates', message: expect.stringMatching(/schon ein Basiszinssatz/) });
    // Saved without them, the dunning settings stay as they were.
    expect((await c.call('PUT', '/be/admin/settings', admin, input)).json().settings.dunningLevels).toHaveLength(2);
    await c.call('PUT', '/be/admin/settings', admin, { ...input, dunningLevels: current.dunningLevels.map(({ level: _level, ...level }: { level: number }) => level), dunningFlatFee: true, baseRates: current.baseRates });
  });
});
