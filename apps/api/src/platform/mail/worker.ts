import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { readOrganiserSettings } from '../settings/repo.ts';
import { createHeartbeat } from './heartbeat.ts';
import { outboxMessageId } from './message-id.ts';
import { mailSender, withMailFooter } from './organiser-mail.ts';
import { claimDueMails, LEASE_SECONDS, markAttemptFailed, markSent, releaseMails, renewLeases } from './outbox.ts';

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  /** The sender while the organiser settings name none (MAIL_FROM); also the domain of the Message-IDs. */
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a claim holds without renewal; the worker renews its claims three times within it. */
  leaseSeconds?: number;
  /**
   * Renders the document a mail carries (`documentId`) as an attachment; the documents layer provides it
   * (`documents/document-attachment.ts`, handed over in `server.ts`), so the outbox knows no business document.
   */
  attachment?: (db: Db, documentId: number, lang: string) => Promise<MailAttachment>;
}

/** A file sent with a mail, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

const noAttachments: NonNullable<MailWorkerOptions['attachment']> = async (_db, documentId) => {
  throw new Error(`mail carries document ${documentId}, but this worker renders no documents`);
};

/**
 * Delivers the outbox through SMTP: claims due mails, sends each, records success or schedules a retry.
 * While it holds claimed mails it renews their lease, so another process takes them over within a lease
 * when this one dies, and never while it lives. Returns `stop` (finishes the mail being sent and gives
 * the rest of its claim back) and `wake` (deliver now instead of at the next poll).
 */
export function startMailWorker({ db, smtpUrl, from, log, pollMs = 2000, leaseSeconds = LEASE_SECONDS, attachment = noAttachments }: MailWorkerOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  const held = new Set<number>();
  const heartbeat = createHeartbeat();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliverDue() {
    while (!stopped) {
      const mails = await claimDueMails(db, 10, leaseSeconds);
      if (mails.length === 0) return;
      const organiser = await readOrganiserSettings(db);
      mails.forEach((mail) => held.add(mail.id));
      try {
        for (const mail of mails) {
          if (stopped) break;
          await deliver(withMailFooter(mail, organiser), mailSender(organiser, from));
          held.delete(mail.id);
          heartbeat.beat();
        }
      } finally {
        // What was claimed but not tried (stopping, or a failed round) is due again at once, not after the lease.
        const untried = [...held];
        held.clear();
        await releaseMails(db, untried);
      }
    }
  }

  async function deliver(mail: Awaited<ReturnType<typeof claimDueMails>>[number], sender: string) {
    try {
      const attachments = mail.documentId === null ? [] : [await attachment(db, mail.documentId, mail.lang)];
      const messageId = outboxMessageId(mail, from);
      // attachDataUrls: a picture in the HTML (an invoice's payment code) goes as an inline part, which mail programs show.
      await transport.sendMail({ from: sender, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, attachments, messageId, attachDataUrls: true });
      await markSent(db, mail.id);
      log.info({ mailId: mail.id, to: mail.recipient, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markAttemptFailed(db, mail.id, mail.attempts, message);
      log.warn({ mailId: mail.id, attempt: mail.attempts, err: message }, 'mail not sent, will retry');
    }
  }

  const round = () => {
    if (stopped || running) return running;
    heartbeat.beat();
    running = deliverDue()
      .catch((error) => log.error({ err: error }, 'mail worker round failed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(round, pollMs);
  timer.unref();
  const renewal = setInterval(() => {
    renewLeases(db, [...held]).catch((error) => log.error({ err: error }, 'renewing the outbox leases failed'));
  }, (leaseSeconds * 1000) / 3);
  renewal.unref();

  return {
    wake: round,
    alive: heartbeat.alive,
    async stop() {
      stopped = true;
      heartbeat.stop();
      clearInterval(timer);
      await running;
      clearInterval(renewal);
      transport.close();
    },
  };
}
