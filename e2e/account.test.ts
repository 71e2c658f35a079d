import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/outbox';
import { newUserDetails, openPage, signUpOverApi, stamp } from './support/pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const loggedIn = (page: Page) => page.getByRole('link', { name: 'Your profile' }).isVisible();
const password = (page: Page) => page.getByLabel('Password', { exact: true });

describe('an account', () => {
  it('signs up, logs out, logs in with the phone number and comes back where it started', async () => {
    const festivals = stamp().catalog.categories.find((c) => c.name === 'Festivals');
    if (!festivals) throw new Error('the seeded catalog has no Festivals');
    const details = newUserDetails('Flow');
    const { context, page, errors } = await openPage(browser, 1280);
    try {
      // A visitor reading the about page decides to join.
      await page.goto('/about');
      await page.getByRole('link', { name: 'Login' }).click();
      await expect.poll(() => pathOf(page)).toBe('/login');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect.poll(() => pathOf(page)).toBe('/signup');

      await page.getByLabel('Full Name').fill(details.name);
      await page.getByLabel('Email Address').fill(details.email);
      await page.getByLabel('Phone Number').fill(details.phoneNumber);
      await password(page).fill(details.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully').waitFor();

      // Back on the page they came from, logged in.
      await expect.poll(() => pathOf(page)).toBe('/about');
      await expect.poll(() => loggedIn(page)).toBe(true);

      await page.getByRole('button', { name: 'Log out' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(await loggedIn(page)).toBe(false);

      // Later, from a category page, with the phone number written another way.
      const categoryPath = `/festivals/${festivals.id}`;
      await page.goto(categoryPath);
      await page.getByRole('link', { name: 'Login' }).click();
      await expect.poll(() => pathOf(page)).toBe('/login');
      await page.getByRole('button', { name: 'Use phone instead' }).click();
      const phone = page.getByLabel('Phone Number');
      expect(await phone.getAttribute('type')).toBe('tel');
      await phone.fill(`+91 ${details.phoneNumber.slice(0, 5)} ${details.phoneNumber.slice(5)}`);
      await password(page).fill(details.password);
      await page.getByRole('button', { name: 'Login' }).click();

      await expect.poll(() => pathOf(page)).toBe(categoryPath);
      await expect.poll(() => loggedIn(page)).toBe(true);
      await page.getByRole('link', { name: 'Your profile' }).click();
      await expect.poll(() => pathOf(page)).toBe('/profile');
      await page.getByRole('heading', { level: 1, name: details.name }).waitFor();
      await page.getByText(details.email).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is asked to log in for the profile, is told about a wrong password, then sees it', async () => {
    const user = await signUpOverApi('Guarded');
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto('/profile');
      await expect.poll(() => pathOf(page)).toBe('/login');
      await page.getByLabel('Email Address').fill(user.email);
      await password(page).fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email/phone or password' })
        .waitFor();
      expect(pathOf(page)).toBe('/login');

      await password(page).fill(user.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => pathOf(page)).toBe('/profile');
      await page.getByRole('heading', { level: 1, name: user.name }).waitFor();
      // The refused login is the only failed request (Chromium logs a 401 as an error).
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/401.*\/api\/v1\/user\/login/);
    } finally {
      await context.close();
    }
  });

  it('resets a forgotten password from the e-mailed link', async () => {
    const user = await signUpOverApi('Forgetful');
    const { context, page, errors } = await openPage(browser, 390);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect.poll(() => pathOf(page)).toBe('/forgot-password');
      await page.getByLabel('Email Address').fill(user.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

      const mail = await waitForMail(user.email);
      expect(mail.subject).toBe('Reset your Stamp password');
      const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.body)?.[0];
      expect(link, mail.body).toBeDefined();
      expect(link?.startsWith(stamp().url)).toBe(true);

      await page.goto(link ?? '');
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      const fresh = `${user.password} renewed`;
      await page.getByLabel('New Password', { exact: true }).fill(fresh);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(fresh);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Password reset successfully').first().waitFor();
      await expect.poll(() => pathOf(page)).toBe('/login');

      await page.getByLabel('Email Address').fill(user.email);
      await password(page).fill(fresh);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => pathOf(page)).toBe('/');
      await expect.poll(() => loggedIn(page)).toBe(true);
      expect(errors).toEqual([]);

      // The old password is gone, and the link worked once.
      const old = await fetch(`${stamp().url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: user.email, password: user.password }),
      });
      expect(old.status).toBe(401);
      const token = new URL(link ?? '').pathname.split('/')[2];
      const again = await fetch(`${stamp().url}/api/v1/user/password/reset/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ newPassword: 'a third password' }),
      });
      expect(again.ok).toBe(false);
    } finally {
      await context.close();
    }
  });
});
