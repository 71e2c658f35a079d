import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { openPage, seededImage, signUpOverApi, stamp, type TestUser } from './support/pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Buys Pro over the API, through the sandbox, as the checkout page does. */
async function buyOverApi(user: TestUser): Promise<void> {
  const call = async (path: string, body: object) => {
    const response = await fetch(`${stamp().url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  const { subscriptionId } = await call('/user/subscription/create', { plan: 'pro' });
  const result = await call('/sandbox/payments', {
    subscriptionId,
    method: 'card',
    outcome: 'success',
  });
  await call('/user/subscription/verify', result);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const sandbox = (page: Page) => page.getByRole('dialog', { name: 'Stamp' });

describe('buying a membership in the sandbox', () => {
  it('from the premium modal to a clean download of the same design', async () => {
    const user = await signUpOverApi('Buyer');
    const { context, page, errors } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto(`/${seededImage().id}`);
    await page.getByLabel('Banner text').fill('Buyer Bakery');
    await page.getByRole('button', { name: 'Done Editing' }).click();
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('button', { name: 'Buy Subscription' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByText('Premium', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await sandbox(page).getByRole('tab', { name: 'UPI' }).click();
    await sandbox(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'Payment Successful!');
    await page.waitForURL(new RegExp(`/${seededImage().id}$`));
    expect(await page.getByLabel('Banner text').inputValue()).toBe('Buyer Bakery');
    await page.getByRole('button', { name: 'Done Editing' }).click();
    // Premium's daily allowance is whatever the console last saved (admin-people edits it), so
    // the count is read, then seen to drop by the one download.
    const downloadButton = page.getByRole('button', { name: /^Downloads \d+ left$/ });
    const left = Number((await downloadButton.innerText()).match(/\d+/)?.[0]);
    expect(left).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/_custom\.png$/);
    await page.getByRole('button', { name: `Downloads ${left - 1} left` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('goes back when the payment window is closed', async () => {
    const user = await signUpOverApi('Dismiss');
    const { context, page } = await openPage(browser, 390, { cookie: user.cookie });
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Buy a plan' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await sandbox(page).waitFor();
    await page.keyboard.press('Escape');
    await toast(page, 'Payment Cancelled');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/checkout');
    const status = await page.request.get('/api/v1/user/subscription/status');
    expect((await status.json()).data.membership.isActive).toBe(false);
    await context.close();
  }, 60_000);

  it('says so when the bank declines, and activates nothing', async () => {
    const user = await signUpOverApi('Declined');
    const { context, page } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await sandbox(page).getByRole('button', { name: 'Simulate a failed payment' }).click();
    await sandbox(page)
      .getByRole('alert')
      .getByText(/declined/)
      .waitFor();
    const status = await page.request.get('/api/v1/user/subscription/status');
    expect((await status.json()).data.membership.isActive).toBe(false);
    await context.close();
  }, 60_000);
});

describe('membership pages', () => {
  it('cancels from the profile and keeps access until the end date', async () => {
    const user = await signUpOverApi('Canceller');
    await buyOverApi(user);
    const { context, page, errors } = await openPage(browser, 390, { cookie: user.cookie });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel' }).click();
    await toast(page, 'Subscription cancelled successfully');
    await page.getByText(/you keep access until then/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('sends a non-member from the custom editor to checkout', async () => {
    const user = await signUpOverApi('Custom');
    const { context, page } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto('/custom-editor');
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await context.close();
  }, 60_000);
});
