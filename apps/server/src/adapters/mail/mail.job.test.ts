import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createEmbeddedEngine } from '../../jobs/embedded-engine';
import { STAMP_JOB_POLICIES, type StampJobs } from '../../jobs/stamp-jobs';
import { openTestDatabase } from '../../test/database';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createMailJob } from './mail.job';
import { createMailer } from './mailer';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('mail through the job runner', () => {
  it('delivers a message once when the SMTP server refuses the first two tries', async () => {
    const smtp = await startSmtpCapture({ refuseFirst: 2 });
    const mailer = createMailer({
      from: 'Stamp <no-reply@stamp.test>',
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      log: { info() {} },
    });
    const givenUp: string[] = [];
    // The product's policy for mail, with its backoff shortened from seconds to milliseconds.
    const engine = createEmbeddedEngine<StampJobs>({
      db: database.db,
      policies: {
        ...STAMP_JOB_POLICIES,
        'mail.send': { ...STAMP_JOB_POLICIES['mail.send'], backoffMs: 50 },
      },
      timeZone: 'Asia/Kolkata',
      pollMs: 25,
      log: { error() {}, warn() {} },
    });
    const noop = { run: async () => ({ kind: 'done' as const }) };
    await engine.start({
      'mail.send': createMailJob({
        mailer,
        log: { error: (obj) => givenUp.push(JSON.stringify(obj)) },
      }),
      'video.render': noop,
      'demo.seed': noop,
      'downloads.sweep': noop,
      'media.ingest': noop,
      'media.publish-due': noop,
      'media.phone-previews': noop,
      'reminders.tick': noop,
      'reminders.send': noop,
    });
    try {
      await engine.enqueue(
        'mail.send',
        { to: 'asha@example.com', subject: 'Your receipt', text: 'Thank you' },
        { key: 'receipt-1' },
      );
      const mail = await smtp.waitFor('asha@example.com', /Your receipt/);
      expect(mail.text).toContain('Thank you');
      // The job has ended (nothing of it queued or running), so no further try can come.
      await expect
        .poll(async () => {
          const depth = (await engine.depth())['mail.send'];
          return (depth?.waiting ?? 0) + (depth?.running ?? 0);
        })
        .toBe(0);
      expect(smtp.deliveries()).toBe(3);
      expect(smtp.messages).toHaveLength(1);
      expect(givenUp).toEqual([]);
    } finally {
      await engine.close();
      mailer.close();
      await smtp.close();
    }
  });
});
