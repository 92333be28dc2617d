import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { documentAttachment } from './document-attachment.ts';
import { claimDueMails, markAttemptFailed, markSent } from './outbox.ts';

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/**
 * Delivers the outbox through SMTP: claims due mails, sends each, records success or schedules a retry.
 * Returns `stop` (waits for the round in progress) and `wake` (deliver now instead of at the next poll).
 */
export function startMailWorker({ db, smtpUrl, from, log, pollMs = 2000 }: MailWorkerOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliverDue() {
    for (;;) {
      const mails = await claimDueMails(db, 10);
      if (mails.length === 0) return;
      for (const mail of mails) {
        try {
          const attachments = mail.documentId === null ? [] : [await documentAttachment(db, mail.documentId, mail.lang)];
          await transport.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, attachments });
          await markSent(db, mail.id);
          log.info({ mailId: mail.id, to: mail.recipient, kind: mail.kind }, 'mail sent');
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await markAttemptFailed(db, mail.id, mail.attempts, message);
          log.warn({ mailId: mail.id, attempt: mail.attempts, err: message }, 'mail not sent, will retry');
        }
      }
    }
  }

  const round = () => {
    if (stopped || running) return running;
    running = deliverDue()
      .catch((error) => log.error({ err: error }, 'mail worker round failed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(round, pollMs);
  timer.unref();

  return {
    wake: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
