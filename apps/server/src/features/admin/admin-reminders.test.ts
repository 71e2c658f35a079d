import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reminderRuns, reminderSends } from '../../db/schema';
import { signedInOperator, signedInUser, TEST_OPERATOR } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';
import {
  festivalIdsOf,
  type ReminderAccount,
  reminderAccount,
  reminderClock,
  remindersDone,
} from '../festivals/reminders.fixtures';

const RUN = '/api/v1/admin/reminders/run';
const time = reminderClock();
let t: TestApp;
let admin: TestClient;
let editor: TestClient;
let user: TestClient;
let id: (key: string) => string;
let reader: ReminderAccount;

beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
  admin = await signedInOperator(t);
  const staff = await signedInUser(t);
  const made = await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, {
    role: 'editor',
  });
  expect(made.status).toBe(200);
  editor = staff.client;
  user = (await signedInUser(t)).client;
  id = await festivalIdsOf(t);
  reader = await reminderAccount(t, { festivalIds: [id('diwali'), id('bhai-dooj')], kit: false });
  // The day's slots ran by the scheduler while nobody was reminded of anything (so its
  // every-minute tick leaves them alone from now on), and it is 09:30.
  await t.db.insert(reminderRuns).values([
    { day: '2026-11-08', slot: 'on-the-day', queued: 0 },
    { day: '2026-11-08', slot: 'before', queued: 0 },
  ]);
  time.at(new Date('2026-11-08T09:30:00+05:30'));
}, 60_000);
afterAll(() => t?.close());

const run = (client: TestClient, body: unknown) => client.post(RUN, body);
const mailsTo = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email));

describe('POST /api/v1/admin/reminders/run', () => {
  it('is for admins: 401 for a visitor, 403 for a user and for an editor', async () => {
    const body = { at: '2026-11-08T09:00:00+05:30' };
    const visitor = await run(t.client(), body);
    expect([visitor.status, visitor.body.code]).toEqual([401, 'UNAUTHORIZED']);
    const customer = await run(user, body);
    expect([customer.status, customer.body.code]).toEqual([403, 'FORBIDDEN']);
    const staff = await run(editor, body);
    expect([staff.status, staff.body.message]).toEqual([403, 'Only an admin can do that']);
    expect(await t.db.select().from(reminderSends)).toEqual([]);
  });

  it.each([
    ['no at', {}],
    ['a date without a time', { at: '2026-11-08' }],
    ['a time without an offset', { at: '2026-11-08T09:00:00' }],
    ['a day that does not exist', { at: '2026-02-30T09:00:00+05:30' }],
    ['words', { at: 'yesterday morning' }],
    ['a number', { at: 1_762_573_000_000 }],
    ['a time later than now', { at: '2026-11-08T09:31:00+05:30' }],
  ])('refuses %s with a 400 naming the field', async (_, body) => {
    const answer = await run(admin, body);
    expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer.body.fields).toHaveProperty('at');
  });

  it.each([
    ['a NUL byte', '2026-11-08T09:00:00\u0000+05:30'],
    ['a lone surrogate', '2026-11-08T09:00:00+05:30\ud800'],
  ])('refuses %s in at with a 400', async (_, at) => {
    const answer = await run(admin, { at });
    expect([answer.status, answer.body.code]).toEqual([400, 'INVALID_TEXT']);
  });

  it('runs the slots of that day up to that time, once, with an audit entry', async () => {
    // 08:00: the morning e-mail (07:00) was due, the one three days ahead (09:00) not yet.
    const early = await run(admin, { at: '2026-11-08T08:00:00+05:30' });
    expect(early.status).toBe(200);
    expect(early.body).toEqual({
      success: true,
      message: '1 reminder e-mail queued',
      data: {
        slots: [{ festivalId: id('diwali'), date: '2026-11-08', slot: 'on-the-day' }],
        queued: 1,
      },
    });
    // 09:00 in UTC terms: the same day's two slots, the first already queued.
    const both = await run(admin, { at: '2026-11-08T03:30:00Z' });
    expect(both.body.data).toEqual({
      slots: [
        { festivalId: id('diwali'), date: '2026-11-08', slot: 'on-the-day' },
        { festivalId: id('bhai-dooj'), date: '2026-11-11', slot: 'before' },
      ],
      queued: 1,
    });
    await t.smtp.waitFor(reader.email, /^Diwali is today/);
    await t.smtp.waitFor(reader.email, /^Bhai Dooj is in 3 days/);

    const again = await run(admin, { at: '2026-11-08T09:30:00+05:30' });
    expect(again.body.data.queued).toBe(0);
    expect(again.body.message).toBe('0 reminder e-mails queued');
    await remindersDone(t);
    expect(mailsTo(reader.email)).toHaveLength(2);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reminders.run'))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.actorEmail, entry.targetType, entry.after])).toEqual([
      [
        TEST_OPERATOR.email,
        'reminders',
        { at: '2026-11-08T02:30:00.000Z', slots: ['2026-11-08 07:00 on-the-day'], queued: 1 },
      ],
      [
        TEST_OPERATOR.email,
        'reminders',
        {
          at: '2026-11-08T03:30:00.000Z',
          slots: ['2026-11-08 07:00 on-the-day', '2026-11-08 09:00 before'],
          queued: 1,
        },
      ],
      [
        TEST_OPERATOR.email,
        'reminders',
        {
          at: '2026-11-08T04:00:00.000Z',
          slots: ['2026-11-08 07:00 on-the-day', '2026-11-08 09:00 before'],
          queued: 0,
        },
      ],
    ]);
  });

  it('answers no slots before the first send time of the day', async () => {
    const answer = await run(admin, { at: '2026-11-08T06:59:59+05:30' });
    expect(answer.body.data).toEqual({ slots: [], queued: 0 });
  });

  it('queues again an e-mail whose sending failed for good (after an outage)', async () => {
    // As the send job leaves it when its tries are used up.
    const diwali = and(
      eq(reminderSends.userId, reader.userId),
      eq(reminderSends.festivalId, id('diwali')),
    );
    await t.db.update(reminderSends).set({ status: 'failed' }).where(diwali);
    const before = mailsTo(reader.email).length;

    const answer = await run(admin, { at: '2026-11-08T09:30:00+05:30' });
    expect(answer.body.data.queued).toBe(1);
    await remindersDone(t);
    const [row] = await t.db.select().from(reminderSends).where(diwali);
    expect([row?.status, row?.round]).toEqual(['sent', 1]);
    expect(mailsTo(reader.email)).toHaveLength(before + 1);
  });
});
