import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createMailer } from './mailer';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('mailer', () => {
  it('writes each message as an .eml file in the outbox and logs its links', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const logged: object[] = [];
    const mailer = createMailer({
      from: 'Stamp <no-reply@stamp.test>',
      smtpUrl: undefined,
      outboxDir,
      logLinks: true,
      log: { info: (obj) => logged.push(obj) },
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Open https://stamp.test/x/1 now',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{24}\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: a@example.com$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toContain('https://stamp.test/x/1');
    expect(logged[0]).toMatchObject({ subject: 'Hello', links: ['https://stamp.test/x/1'] });
  });

  it('never logs the links when told not to (production): a reset link is a key', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const logged: object[] = [];
    const mailer = createMailer({
      from: 'Stamp <no-reply@stamp.test>',
      smtpUrl: undefined,
      outboxDir,
      logLinks: false,
      log: { info: (obj) => logged.push(obj) },
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Reset your Stamp password',
      text: 'Open https://stamp.test/reset-password/secret-token now',
    });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('secret-token');
    const [file] = await readdir(outboxDir);
    expect(await readFile(path.join(outboxDir, file as string), 'utf8')).toContain('secret-token');
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(smtp.close);
    const mailer = createMailer({
      from: 'Stamp <no-reply@stamp.test>',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      log: { info() {} },
    });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Namaste 🙏',
      text: 'नमस्ते, your link: https://stamp.test/y',
    });
    const mail = await smtp.waitFor('b@example.com', /Namaste/);
    expect(mail.subject).toBe('Namaste 🙏');
    expect(mail.text).toContain('नमस्ते');
    mailer.close();
  });
});
