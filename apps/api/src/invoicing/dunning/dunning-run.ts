import { addDays, centsToAmount, dayIn, langFromLocale, noticesDue, type DueNotice, type DunningAnswer, type DunningSettings, type Lang, type SendDunningAnswer } from '@messeportal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Actor } from '../../platform/audit/record-change.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { documents, dunningNoticeItems } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { readOrganiserSettings, type OrganiserRow } from '../../platform/settings/repo.ts';
import { insertDocument } from '../../documents/repo.ts';
import { sellerOf } from '../invoice-content.ts';
import { contentOf } from '../invoicing-repo.ts';
import { lockPaymentBookings } from '../payment-lock.ts';
import { overdueInvoices, type OverdueInvoice } from './dunning-repo.ts';
import type { NoticeContent } from './notice-content.ts';
import { noticeMail } from './notice-mail.ts';

/** Days from the notice's date to the day it asks payment by (decision: ten, a week and a weekend for the transfer). */
export const NOTICE_PAYMENT_DAYS = 10;

export const dunningSettingsOf = (settings: OrganiserRow): DunningSettings => ({
  levels: settings.dunningLevels,
  interestEnabled: settings.dunningInterest,
  flatFeeEnabled: settings.dunningFlatFee,
  baseRates: settings.baseRates,
});

/**
 * Exhibitors take part in a trade fair in the course of their trade (§ 14 BGB), so each is dunned as a business:
 * 9 points above the base rate and the € 40 flat fee (decision; the product keeps no private exhibitors).
 */
const isBusiness = () => true;

/** Today's run: the notices due per registration, and the overdue invoices a person held back (disputed, on hold). */
export async function dunningRun(db: Db | Tx, settings: OrganiserRow, today: string, registrationIds?: readonly number[]) {
  const overdue = await overdueInvoices(db, today, registrationIds);
  return {
    notices: noticesDue(overdue, dunningSettingsOf(settings), today, isBusiness),
    held: overdue.filter((invoice) => invoice.disputed || invoice.onHold),
  };
}

const euros = centsToAmount;

/** `GET /be/dunning`: what today's run proposes, what is held back, the notices sent last. */
export async function dunningOverview(db: Db, lang: Lang, now = new Date()): Promise<DunningAnswer> {
  const settings = await readOrganiserSettings(db);
  const today = dayIn(now, settings.timeZone);
  const [{ notices, held }, sent] = await Promise.all([dunningRun(db, settings, today), recentNotices(db)]);
  return {
    today,
    proposals: notices.map((notice) => {
      const first = notice.items[0]!.invoice;
      return {
        registrationId: notice.registrationId,
        companyId: first.companyId,
        company: first.company,
        eventName: lang === 'en' ? first.eventNameEn : first.eventNameDe,
        level: notice.level,
        kind: notice.kind,
        invoices: notice.items.map(({ invoice, step }) => ({
          documentId: invoice.documentId,
          number: invoice.number,
          dueDate: invoice.dueDate,
          open: euros(invoice.openCents),
          fee: euros(step.feeCents),
          flatFee: euros(step.flatFeeCents),
          interest: euros(step.interest?.cents ?? 0),
        })),
        open: euros(notice.totals.openCents),
        charges: euros(notice.totals.totalCents - notice.totals.openCents),
        total: euros(notice.totals.totalCents),
      };
    }),
    held: held.map((invoice) => ({
      documentId: invoice.documentId,
      number: invoice.number,
      companyId: invoice.companyId,
      company: invoice.company,
      dueDate: invoice.dueDate,
      open: euros(invoice.openCents),
      reason: invoice.disputed ? ('disputed' as const) : ('onHold' as const),
      note: invoice.disputed ? invoice.disputeNote : invoice.holdNote,
    })),
    sent,
  };
}

/** The notices sent last, newest first. */
async function recentNotices(db: Db | Tx, limit = 50): Promise<DunningAnswer['sent']> {
  const rows = await db
    .select({ id: documents.id, number: documents.number, date: documents.date, registrationId: documents.registrationId, content: documents.content, grossCents: documents.grossCents })
    .from(documents)
    .where(eq(documents.type, 'dunning_notice'))
    .orderBy(desc(documents.id))
    .limit(limit);
  return rows.map(presentSent);
}

function presentSent(row: { id: number; number: string; date: string; registrationId: number; content: unknown; grossCents: number }): DunningAnswer['sent'][number] {
  const content = row.content as NoticeContent;
  return { documentId: row.id, number: row.number, date: row.date, registrationId: row.registrationId, company: content.buyer.name, kind: content.dunningKind, total: euros(row.grossCents) };
}

/**
 * Sends the notices due today for the chosen registrations, each recomputed now: an invoice paid, disputed or
 * dunned (by another process) since the list was shown is left out, and a registration with nothing left gets no
 * notice. One transaction under the payment booking lock, so a payment being booked finishes first and its invoice
 * is not dunned, and two runs at once send each level once (the second waits, then finds it sent; the unique
 * index on invoice and level stands behind it). Each notice is a numbered document with its mail in the outbox,
 * written together: a process that dies before the end leaves nothing half sent.
 */
export async function sendNotices(app: FastifyInstance, registrationIds: number[], actor: Actor, now = new Date()): Promise<SendDunningAnswer> {
  return app.db.transaction(async (tx) => {
    await lockPaymentBookings(tx);
    const settings = await readOrganiserSettings(tx);
    if ([settings.companyName, settings.street, settings.zip, settings.city, settings.iban].some((value) => value.trim() === '')) {
      throw new AppError(409, 'dunningSellerMissing');
    }
    const today = dayIn(now, settings.timeZone);
    const { notices } = await dunningRun(tx, settings, today, registrationIds);
    if (notices.length === 0) throw new AppError(409, 'nothingToDun');
    const sent: SendDunningAnswer['sent'] = [];
    for (const notice of notices) sent.push(await writeNotice(tx, actor, settings, today, notice));
    const dunned = new Set(notices.map((notice) => notice.registrationId));
    return { sent, leftOut: [...new Set(registrationIds)].filter((id) => !dunned.has(id)) };
  });
}

async function writeNotice(tx: Tx, actor: Actor, settings: OrganiserRow, today: string, notice: DueNotice<OverdueInvoice>) {
  const latest = notice.items.at(-1)!.invoice;
  const content = noticeContent(settings, today, notice);
  const document = await insertDocument(
    tx,
    {
      companyId: latest.companyId,
      registrationId: notice.registrationId,
      type: 'dunning_notice',
      number: sql`next_document_number(${settings.dunningPrefix}, ${Number(today.slice(0, 4))})`,
      date: today,
      status: 'delivered',
      netCents: content.totals.totalCents,
      vatCents: 0,
      grossCents: content.totals.totalCents,
      dueDate: content.payBy,
      content,
    },
    [],
  );
  await tx.insert(dunningNoticeItems).values(
    notice.items.map(({ invoice, step }) => ({
      noticeId: document.id,
      invoiceId: invoice.documentId,
      level: step.level,
      kind: step.kind,
      sentOn: today,
      openCents: invoice.openCents,
      feeCents: step.feeCents,
      flatFeeCents: step.flatFeeCents,
      interestCents: step.interest?.cents ?? 0,
    })),
  );
  await recordChange(tx, actor, {
    entity: 'document',
    entityId: document.id,
    action: 'create',
    after: { type: 'dunning_notice', number: document.number, registrationId: notice.registrationId, level: notice.level, invoices: notice.items.map(({ invoice }) => invoice.number), totalCents: content.totals.totalCents },
  });
  if (content.buyer.email) await queueMail(tx, await noticeMail({ recipient: content.buyer.email, lang: langFromLocale(latest.lang), content, document }));
  return presentSent({ id: document.id, number: document.number, date: today, registrationId: notice.registrationId, content, grossCents: content.totals.totalCents });
}

/** What the notice says, fixed as it is sent: the seller as the settings say now, the buyer as the latest invoice named it. */
function noticeContent(settings: OrganiserRow, today: string, notice: DueNotice<OverdueInvoice>): NoticeContent {
  const latest = notice.items.at(-1)!.invoice;
  const invoiced = contentOf({ content: latest.content, number: latest.number });
  const buyer = invoiced?.buyer ?? { name: latest.company, nameExtra: '', street: '', zip: '', city: '', country: 'DE', vatId: '', reference: '', email: '' };
  return {
    kind: 'dunning_notice',
    level: notice.level,
    dunningKind: notice.kind,
    currency: invoiced?.currency ?? 'EUR',
    seller: sellerOf(settings),
    buyer,
    event: { nameDe: latest.eventNameDe, nameEn: latest.eventNameEn },
    payBy: addDays(today, NOTICE_PAYMENT_DAYS),
    items: notice.items.map(({ invoice, step }) => ({
      invoiceId: invoice.documentId,
      number: invoice.number,
      date: invoice.date,
      dueDate: invoice.dueDate,
      grossCents: invoice.grossCents,
      openCents: invoice.openCents,
      level: step.level,
      feeCents: step.feeCents,
      flatFeeCents: step.flatFeeCents,
      interest: step.interest && { principalCents: step.interest.principalCents, pointsAboveBp: step.interest.pointsAboveBp, from: step.interest.from, to: step.interest.to, periods: step.interest.periods },
    })),
    totals: notice.totals,
  };
}
