import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  messageId: string | undefined;
  data: string;
}

/**
 * A real SMTP server that records what it receives and refuses recipients at refused.example. With a delay it
 * accepts each message that much later, like a slow mail server; held (`{ held: true }`), it records each
 * message at once but accepts none until `release()`, so a test sees a mail in the middle of its sending.
 */
export async function startSmtpCatcher(delay: number | { held: true } = 0) {
  const received: CaughtMail[] = [];
  let release = () => {};
  const released = typeof delay === 'number' ? undefined : new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.example') ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo[0]!.address,
          subject: /^Subject: (.*)$/m.exec(data)?.[1] ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim(),
          data,
        });
        if (released) void released.then(() => callback());
        else setTimeout(callback, delay as number);
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Accepts the held messages and every later one at once. */
    release,
    close: () => {
      release();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
