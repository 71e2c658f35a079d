import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, newsletter } from '../../db/schema';
import { signedInOperator, signedInUser } from '../../test/test-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let editor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInOperator(t);
  const staff = await signedInUser(t);
  await admin.request('PUT', `/api/v1/admin/users/${staff.userId}/role`, { role: 'editor' });
  editor = staff.client;
  const visitor = t.client();
  for (const n of [1, 2, 3]) {
    await visitor.post('/api/v1/user/contactus', {
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      subject: `Subject ${n}`,
      message: `Message ${n}`,
    });
    await visitor.post('/api/v1/user/add-news-letter', { email: `work${n}@example.com` });
  }
});
afterAll(() => t?.close());

const NO_SUCH_ID = '0123456789abcdef01234567';
const mark = (client: TestClient, kind: string, id: string, handled: boolean) =>
  client.request('PUT', `/api/v1/admin/inbox/${kind}/${id}/handled`, { handled });

describe('the inbox', () => {
  it('lists contact messages newest first, a page at a time, for editors too', async () => {
    const first = await editor.get('/api/v1/admin/inbox/messages?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.body.data.items.map((m: { name: string }) => m.name)).toEqual([
      'Visitor 3',
      'Visitor 2',
    ]);
    expect(first.body.data.items[0]).toMatchObject({
      email: 'visitor3@example.com',
      subject: 'Subject 3',
      message: 'Message 3',
      inquiryType: 'general',
      handled: false,
      handledAt: null,
    });
    const second = await editor.get('/api/v1/admin/inbox/messages?pageSize=2&page=2');
    expect(second.body.data.items.map((m: { name: string }) => m.name)).toEqual(['Visitor 1']);
  });

  it('marks handled and back, filters on it, and records each change once', async () => {
    const [row] = await t.db
      .select()
      .from(newsletter)
      .where(eq(newsletter.email, 'work2@example.com'));
    const id = row?.id as string;
    const done = await editor.request('PUT', `/api/v1/admin/inbox/custom-work/${id}/handled`, {
      handled: true,
    });
    expect(done.body).toMatchObject({
      success: true,
      message: 'Marked handled',
      data: { _id: id, handled: true },
    });
    // Twice is the same as once.
    const again = await mark(editor, 'custom-work', id, true);
    expect(again.body.data.handledAt).toBe(done.body.data.handledAt);

    const handled = await admin.get('/api/v1/admin/inbox/custom-work?status=handled');
    expect(handled.body.data.items.map((r: { email: string }) => r.email)).toEqual([
      'work2@example.com',
    ]);
    const open = await admin.get('/api/v1/admin/inbox/custom-work?status=unhandled');
    expect(open.body.data.items.map((r: { email: string }) => r.email)).toEqual([
      'work3@example.com',
      'work1@example.com',
    ]);

    const undone = await mark(admin, 'custom-work', id, false);
    expect(undone.body).toMatchObject({
      message: 'Marked not handled',
      data: { handled: false, handledAt: null },
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((e) => [e.action, e.targetType, e.actorEmail])).toEqual([
      ['inbox.handle', 'custom-work', (await editor.get('/api/v1/user/get-user')).body.data.email],
      ['inbox.unhandle', 'custom-work', 'ops@stamp.test'],
    ]);
  });

  it('gives concurrent marks of one message one outcome and one audit entry', async () => {
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'visitor1@example.com'));
    const id = row?.id as string;
    const answers = await Promise.all([1, 2, 3].map(() => mark(admin, 'messages', id, true)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.handledAt)).size).toBe(1);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((e) => [e.action, e.targetType])).toEqual([
      ['inbox.handle', 'contact-message'],
    ]);
    await mark(admin, 'messages', id, false);
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad body or filter', async () => {
    expect((await mark(admin, 'messages', NO_SUCH_ID, true)).status).toBe(404);
    expect((await mark(admin, 'custom-work', 'x', true)).status).toBe(404);
    // A message's id is not a custom-work request's.
    const [message] = await t.db.select().from(contactMessages).limit(1);
    expect((await mark(admin, 'custom-work', message?.id as string, true)).status).toBe(404);
    for (const body of [{}, { handled: 'true' }]) {
      const answer = await admin.request(
        'PUT',
        `/api/v1/admin/inbox/messages/${message?.id}/handled`,
        body,
      );
      expect(answer.status).toBe(400);
    }
    for (const query of ['status=done', 'pageSize=101', 'pageSize=1e9', 'page=0', 'status=%00']) {
      const answer = await admin.get(`/api/v1/admin/inbox/messages?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const nul = await admin.request(
      'PUT',
      `/api/v1/admin/inbox/messages/${message?.id}/handled`,
      '{"handled":true,"x":"\\u0000"}',
    );
    expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_TEXT']);
  });
});

describe('CSV export', () => {
  it('writes every message as RFC 4180 CSV with a BOM, formulas neutralised, Hindi intact', async () => {
    await t.client().post('/api/v1/user/contactus', {
      name: 'आशा वर्मा',
      email: 'asha@example.com',
      subject: '=HYPERLINK("http://evil.example","Click")',
      message: 'Line one, with a comma\nand "quotes"',
    });
    const answer = await fetch(`${t.baseUrl}/api/v1/admin/inbox/messages/export.csv`, {
      headers: { cookie: editor.cookie as string },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Received,Name,Email,Type,Subject,Message,Handled');
    expect(lines[1]).toMatch(
      /^[\d-]+T[\d:.]+Z,आशा वर्मा,asha@example.com,general,"'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)","Line one, with a comma\nand ""quotes""",$/,
    );
    // Four messages and the header, then the final line end.
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });

  it('exports custom-work requests, filtered like the list', async () => {
    const answer = await fetch(
      `${t.baseUrl}/api/v1/admin/inbox/custom-work/export.csv?status=unhandled`,
      { headers: { cookie: admin.cookie as string } },
    );
    expect(answer.headers.get('content-disposition')).toMatch(/filename="custom-work-requests-/);
    const text = (await answer.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').map((line) => line.split(',')[1])).toEqual([
      'Email',
      'work3@example.com',
      'work2@example.com',
      'work1@example.com',
      undefined,
    ]);
  });

  it('is refused to a visitor and a user', async () => {
    const user = await signedInUser(t);
    expect((await t.client().get('/api/v1/admin/inbox/messages/export.csv')).status).toBe(401);
    expect((await user.client.get('/api/v1/admin/inbox/custom-work/export.csv')).status).toBe(403);
  });
});
