import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { grantMembership } from './support/membership';
import { openPage, signUpOverApi } from './support/pages';

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = await mkdtemp(path.join(tmpdir(), 'stamp-e2e-custom-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

async function chooseFile(page: Page, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose a file' }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('custom editor', () => {
  it('composes a member’s own photo at full size and counts the download', async () => {
    const user = await signUpOverApi('Own Photo');
    await grantMembership(user);
    const photo = path.join(dir, 'shop.png');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0f766e' } })
      .png()
      .toFile(photo);
    const { context, page, errors } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto('/custom-editor');
    await chooseFile(page, photo);
    await page.getByLabel('Banner text').fill('Our new shop is open');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Downloads 10 left' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('custom_image.png');
    const meta = await sharp(await download.path()).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    await page.getByRole('button', { name: 'Downloads 9 left' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('refuses a file that is neither an image nor a video', async () => {
    const user = await signUpOverApi('Wrong File');
    await grantMembership(user);
    const pdf = path.join(dir, 'menu.pdf');
    await writeFile(pdf, '%PDF-1.7 a menu');
    const { context, page } = await openPage(browser, 390, { cookie: user.cookie });
    await page.goto('/custom-editor');
    await chooseFile(page, pdf);
    await page.getByText('Please upload an image or video file').first().waitFor();
    await context.close();
  }, 60_000);

  it('renders a member’s own video through the job pipeline', async () => {
    const user = await signUpOverApi('Own Video');
    await grantMembership(user);
    const clip = path.join(dir, 'clip.mp4');
    await promisify(execFile)('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ]);
    const { context, page, errors } = await openPage(browser, 1280, { cookie: user.cookie });
    await page.goto('/custom-editor');
    await chooseFile(page, clip);
    await page.getByLabel('Banner text').fill('Weekend sale');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 45_000 }),
      page.getByRole('button', { name: 'Downloads 10 left' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('custom_video.mp4');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
