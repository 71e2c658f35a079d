import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

/**
 * A real SMTP server on an ephemeral port that keeps every message it receives. With
 * `refuseFirst`, it answers the first deliveries with a temporary failure (451), as a server
 * that is down or overloaded does.
 */
export async function startSmtpCapture(options: { refuseFirst?: number } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  let deliveries = 0;
  // A closed SMTPServer answers new connections 421 for good: a restart makes a new one.
  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          deliveries += 1;
          if (deliveries <= (options.refuseFirst ?? 0)) {
            const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(refusal);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''),
            text: decodeBody(raw),
            raw,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });
  let server = newServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  // While stopped, the port is held by a listener that drops every connection at once: the
  // client sees a server that is down, the port stays ours for the restart, and the attempts
  // are counted (a refused connection could not be).
  let down: Server | undefined;
  let dropped = 0;
  const closeSmtp = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Deliveries tried so far, refused ones included. */
    deliveries: () => deliveries,
    /** Resolves with the first message to `to` whose subject matches, waiting up to 20 s. */
    async waitFor(to: string, subject: RegExp): Promise<CapturedMail> {
      // Generous: the mail job is queued and claimed like any job, and a loaded 2-core machine is slow.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          throw new Error(`no mail to ${to} matching ${subject} (received: ${seen})`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          // sleep-allowed: woken by the next message; the tick only rechecks the deadline.
          setTimeout(resolve, 100);
        });
      }
    },
    /** Connections made while stopped (each one dropped). */
    dropped: () => dropped,
    /** Takes the server down: from now on every connection is dropped until `start()`. */
    async stop() {
      if (down) return;
      await closeSmtp();
      const listener = createServer((socket) => {
        dropped += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
      down = listener;
    },
    /** Brings it back on the same port. */
    async start() {
      const listener = down;
      if (!listener) return;
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      down = undefined;
      server = newServer();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (down) {
        const listener = down;
        down = undefined;
        await new Promise<void>((resolve) => listener.close(() => resolve()));
        return;
      }
      await closeSmtp();
    },
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
    .trim();
}

function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding: quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  // Text mostly outside ASCII (a Hindi e-mail) is sent in base64.
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
