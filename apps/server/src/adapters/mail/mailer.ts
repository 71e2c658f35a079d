import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields (`List-Unsubscribe`, …), written as given. */
  headers?: Record<string, string>;
  /**
   * A Message-ID of our own, `<…@host>`, instead of a random one: a message sent twice (a crash
   * after the server took it and before we noted it) then shows up as one id twice.
   */
  messageId?: string;
  /**
   * Pictures the HTML shows inline (`<img src="cid:…">`). Only on a direct send (a job's own
   * mailer): the `mail.send` job's data is stored as JSON, where bytes do not belong.
   */
  images?: InlineImage[];
}

export interface InlineImage {
  /** What the HTML names it by: `src="cid:<cid>"`. */
  cid: string;
  filename: string;
  contentType: 'image/jpeg' | 'image/png';
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** SMTP when set; otherwise each message becomes an `.eml` file in `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /**
   * Whether the outbox logs the links in each message. Only outside production: a reset link is
   * a key to an account, and production logs are read by more people and kept longer.
   */
  logLinks?: boolean;
  log: { info(obj: object, msg: string): void };
}

const LINK_PATTERN = /https?:\/\/\S+/g;

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options);
  return createOutboxMailer(options);
}

/** nodemailer's message: inline pictures become related attachments with their content ids. */
function toNodemailer(from: string, { images, ...message }: MailMessage) {
  return {
    from,
    ...message,
    ...(images?.length
      ? {
          attachments: images.map((image) => ({
            cid: image.cid,
            filename: image.filename,
            contentType: image.contentType,
            content: image.content,
            contentDisposition: 'inline' as const,
          })),
        }
      : {}),
  };
}

function createSmtpMailer(smtpUrl: string, { from, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(toNodemailer(from, message));
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/**
 * The default for a fresh install: nothing to configure, and the operator (or a test) can open
 * the message. In development the links are logged too, so a developer can follow a reset link at
 * once.
 */
function createOutboxMailer({ from, outboxDir, log, logLinks = false }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = logLinks ? { links: message.text.match(LINK_PATTERN) ?? [] } : {};
      log.info(
        { to: message.to, subject: message.subject, ...links, file },
        'mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}
