import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The port the test SMTP server listens on; the web server is started with SMTP_URL pointing here. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
/** Where the test SMTP server writes each received mail as JSON, for the journeys to read. */
export const MAIL_DIR = '.tmp/e2e-mails';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content base64-encoded. */
  attachments: { filename: string; contentType: string; content: string }[];
}

async function parseMail(raw: Buffer, to: string[]): Promise<CaughtMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content.toString('base64'),
    })),
  };
}

/** A real SMTP server (no TLS, no auth) that keeps every mail it accepts as a JSON file in MAIL_DIR. */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        parseMail(Buffer.concat(chunks), to).then(
          (mail) => {
            writeFileSync(join(MAIL_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The mails caught so far for one address, oldest first. */
export function mailsTo(address: string): CaughtMail[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}
