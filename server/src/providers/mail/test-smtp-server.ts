import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on a local port for tests, keeping each message it takes. It can be
 * stopped and started again on the same port (an outage), or made to refuse mail with
 * "451 try again later" while it stays up.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let port = 0;
  let server: SMTPServer | null = null;

  const open = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: /^Message-ID: *(<[^>\r\n]*>)/im.exec(raw)?.[1],
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  await open();

  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Stops listening: connections are refused until `start`. */
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = null;
        if (!closing) return resolve();
        closing.close(() => resolve());
      }),
    /** Listens again on the same port. */
    start: open,
    refuse(on: boolean) {
      refusing = on;
    },
  };
}
