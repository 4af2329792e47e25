/**
 * A real SMTP server (smtp-server) on a fixed local port that counts what it is given, per
 * recipient and subject, and can fail as mail servers do: `refuse` answers every message with
 * a temporary failure (421, as a server shedding load), `stop` closes the port (connection
 * refused) until `start` opens it again on the same port.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

const subjectOf = (raw: string) => /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';

export async function startSmtpDouble() {
  /** `recipient\nsubject` → how many times it arrived. */
  const received = new Map<string, number>();
  let refusing = false;
  let refused = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping does not wait for clients to hang up: a server that goes down just goes.
      closeTimeout: 500,
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        refused++;
        const error = Object.assign(new Error('Service not available, try again later'), {
          responseCode: 421,
        });
        callback(error);
      },
      onData(stream: SMTPServerDataStream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const subject = subjectOf(Buffer.concat(chunks).toString('utf8'));
          for (const { address } of session.envelope.rcptTo) {
            const key = `${address.toLowerCase()}\n${subject}`;
            received.set(key, (received.get(key) ?? 0) + 1);
          }
          callback();
        });
      },
    });
  let server: SMTPServer | null = make();
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many times a mail to `to` with `subject` arrived. */
    count: (to: string, subject: string) => received.get(`${to.toLowerCase()}\n${subject}`) ?? 0,
    /** Messages refused while refusing. */
    refused: () => refused,
    refuse: (on: boolean) => void (refusing = on),
    stop: close,
    async start() {
      if (server) return;
      const opened = make();
      await new Promise<void>((resolve) => opened.listen(port, '127.0.0.1', resolve));
      server = opened;
    },
    close,
  };
}
