import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The port the test SMTP server listens on; the web server is started with SMTP_URL pointing here. */
export const SMTP_PORT = 2525;
/** Where the test SMTP server writes each received mail as JSON, for the journeys to read. */
export const MAIL_DIR = '.tmp/e2e-mails';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** RFC 2047 encoded words in a header ('=?UTF-8?Q?Ihr_Standangebot?=') as plain text. */
function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`);
  // Everything that is not an escape is ASCII; percent-decoding then yields the UTF-8 text.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** The text and HTML bodies of a MIME message, however nodemailer nested and encoded them. */
function bodies(raw: string): { text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => bodies(part.replace(/^\r?\n/, '')));
    return { text: parts.map((p) => p.text).join(''), html: parts.map((p) => p.html).join('') };
  }
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return type.startsWith('text/html') ? { text: '', html: decoded } : { text: decoded, html: '' };
}

function parseMail(raw: string, to: string[]): CaughtMail {
  const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
  return { to, subject: decodeWords(headerOf(head, 'Subject')), ...bodies(raw) };
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
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to);
        writeFileSync(join(MAIL_DIR, `${Date.now()}-${++count}.json`), JSON.stringify(mail));
        callback();
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
