import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from '../../db/audit-log';
import type { DatabaseHandle } from '../../db/client';
import { reminderSends } from '../../db/schema';
import { newId } from '../../lib/ids';
import { openTestDatabase } from '../../test/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  DIWALI_MORNING,
  festivalIdsOf,
  linkDiwaliCreatives,
  type ReminderAccount,
  reminderAccount,
  reminderClock,
  remindersDone,
  sendRows,
} from './reminders.fixtures';

const NOW = DIWALI_MORNING;
const OPERATOR: Operator = { id: newId(), email: 'ops@stamp.test', role: 'admin' };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // Apps before the database they share, the last opened first.
  for (const resource of opened.splice(0).reverse()) await resource.close();
});
async function app(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const started = await startTestApp(options);
  opened.push(started);
  return started;
}
async function sharedDatabase(): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}

/** Diwali's creatives, and `count` accounts that asked to be reminded of Diwali. */
async function diwaliReaders(t: TestApp, count: number): Promise<ReminderAccount[]> {
  const id = await festivalIdsOf(t);
  await linkDiwaliCreatives(t, 3);
  const accounts: ReminderAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    accounts.push(
      await reminderAccount(t, { festivalIds: [id('diwali')], member: index % 2 === 1 }),
    );
  }
  return accounts;
}

/** The Diwali e-mails the apps' SMTP servers caught, one line per e-mail, sorted. */
const caught = (...apps: TestApp[]) =>
  apps
    .flatMap((each) => each.smtp.messages)
    .filter((mail) => mail.subject.startsWith('Diwali is today'))
    .flatMap((mail) => mail.to)
    .sort();
const emails = (accounts: ReminderAccount[]) => accounts.map((account) => account.email).sort();

// Each test starts its apps (a few seconds each on a loaded machine) and waits out retries.
describe('exactly once across processes and restarts', { timeout: 90_000 }, () => {
  it('sends each e-mail once when two apps on one database run the slot at the same time', async () => {
    const database = await sharedDatabase();
    // One deployment: one database and, with BullMQ, one queue.
    const redisPrefix = `stamp:test:${newId()}:`;
    const { clock, morning } = reminderClock();
    const first = await app({ database, clock, redisPrefix });
    const second = await app({ database, clock, redisPrefix });
    const readers = await diwaliReaders(first, 4);
    morning();

    const runs = await Promise.all([
      first.jobs.enqueue('reminders.tick', {}, { key: 'first' }),
      second.jobs.enqueue('reminders.tick', {}, { key: 'second' }),
      first.services.reminderRuns.runAt(NOW, OPERATOR),
      second.services.reminderRuns.runAt(NOW, OPERATOR),
    ]);
    // Of the two operator runs, each e-mail was queued by one (the ticks may have come first).
    expect((runs[2]?.queued ?? 0) + (runs[3]?.queued ?? 0)).toBeLessThanOrEqual(4);
    await vi.waitFor(() => expect(caught(first, second)).toHaveLength(4), { timeout: 30_000 });
    await remindersDone(first);
    await remindersDone(second);
    expect(caught(first, second)).toEqual(emails(readers));
    expect((await sendRows(first)).every((row) => row.endsWith(' sent'))).toBe(true);
  });

  it('sends nothing twice when a process died after sending and before its job ended', async () => {
    const database = await sharedDatabase();
    // The previous process queued the slot's e-mails and sent one of them: its row says sent,
    // but its job was not marked done when the process died.
    const { clock, morning } = reminderClock();
    const previous = await app({ database, clock, jobsOff: true });
    const readers = await diwaliReaders(previous, 3);
    morning();
    const [alreadySent, ...rest] = readers as [ReminderAccount, ...ReminderAccount[]];
    await previous.services.reminderRuns.tick();
    await previous.db
      .update(reminderSends)
      .set({ status: 'sent', sentAt: NOW })
      .where(eq(reminderSends.userId, alreadySent.userId));
    await previous.close();
    opened.splice(opened.indexOf(previous), 1);

    // The next process runs what was left (the embedded engine's jobs are rows of the database;
    // with BullMQ, each test app has a queue of its own, so the operator's run queues them again).
    const next = await app({ database, clock });
    await next.services.reminderRuns.runAt(NOW, OPERATOR);
    await vi.waitFor(() => expect(caught(next)).toHaveLength(rest.length), { timeout: 30_000 });
    await remindersDone(next);
    expect(caught(next)).toEqual(emails(rest));
  });

  it('sends each e-mail once when the process stops in the middle and another takes over', async () => {
    const database = await sharedDatabase();
    const { clock, morning } = reminderClock();
    const previous = await app({ database, clock });
    const readers = await diwaliReaders(previous, 5);
    morning();
    await previous.jobs.enqueue('reminders.tick', {}, { key: 'before-the-stop' });
    await vi.waitFor(() => expect(caught(previous).length).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    // Stopped as a killed process would be: its running jobs are handed back.
    await previous.close();
    opened.splice(opened.indexOf(previous), 1);

    const next = await app({ database, clock });
    await next.services.reminderRuns.runAt(NOW, OPERATOR);
    await vi.waitFor(() => expect(caught(previous, next)).toHaveLength(readers.length), {
      timeout: 30_000,
    });
    await remindersDone(next);
    expect(caught(previous, next)).toEqual(emails(readers));
  });
});

describe('an SMTP outage', { timeout: 90_000 }, () => {
  it('delays the reminders and loses none: the job tries again once the server is back', async () => {
    const { clock, morning } = reminderClock();
    const t = await app({ clock });
    const [reader] = (await diwaliReaders(t, 1)) as [ReminderAccount];
    await t.smtp.stop();
    morning();
    await t.jobs.enqueue('reminders.tick', {}, { key: 'during-the-outage' });
    // The send was tried and found no server.
    await vi.waitFor(() => expect(t.smtp.dropped()).toBeGreaterThan(0), { timeout: 30_000 });
    expect(t.smtp.messages).toEqual([]);
    expect((await sendRows(t)).map((row) => row.split(' ').at(-1))).toEqual(['queued']);

    await t.smtp.start();
    await t.smtp.waitFor(reader.email, /^Diwali is today/);
    await remindersDone(t);
    expect(caught(t)).toEqual([reader.email]);
    expect((await sendRows(t)).map((row) => row.split(' ').at(-1))).toEqual(['sent']);
  });
});
