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
 * A real SMTP server that records what it receives and refuses recipients at refused.example; with a delay it
 * accepts each message that much later, like a slow mail server.
 */
export async function startSmtpCatcher(delayMs = 0) {
  const received: CaughtMail[] = [];
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
        setTimeout(callback, delayMs);
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
