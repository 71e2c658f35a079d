import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletter } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('contact form', () => {
  it('stores the message and e-mails support with a reply-to', async () => {
    const response = await t.client().post('/api/v1/user/contactus', {
      name: 'Ravi Kumar',
      email: 'Ravi@Example.com',
      subject: 'Bulk pricing',
      message: 'Do you offer plans for agencies?',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: expect.any(String) });

    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ravi@example.com'));
    expect(row).toMatchObject({
      name: 'Ravi Kumar',
      subject: 'Bulk pricing',
      inquiryType: 'general',
    });

    const mail = await t.smtp.waitFor('support@stamp.test', /Bulk pricing/);
    expect(mail.text).toContain('Do you offer plans for agencies?');
    expect(mail.raw).toMatch(/^Reply-To: ravi@example.com/im);
  });

  it('requires name, email and message', async () => {
    const response = await t.client().post('/api/v1/user/contactus', { subject: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });
});

describe('custom-work request (footer form)', () => {
  it('stores the address once and tells support', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t
        .client()
        .post('/api/v1/user/add-news-letter', { email: 'shop@example.com' });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Subscribed successfully!');
    }
    const rows = await t.db
      .select()
      .from(newsletter)
      .where(eq(newsletter.email, 'shop@example.com'));
    expect(rows).toHaveLength(1);
    await t.smtp.waitFor('support@stamp.test', /Custom work/);
  });

  it('refuses an empty or invalid address with the footer message', async () => {
    for (const email of ['', 'nope']) {
      const response = await t.client().post('/api/v1/user/add-news-letter', { email });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter a valid email');
    }
  });
});
