import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerCleanup } from '../lib/cleanup';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);

// The Devanagari faces of the phone Lighthouse emulates (a Moto G Power: Android, whose system
// face for Devanagari is Noto Sans Devanagari), from the files the web app itself ships.
const PHONE_FACES = [400, 600].map((weight) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  ),
);

export interface PhoneFonts {
  /** The environment that gives a Chromium these fonts besides the machine's own. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A fontconfig set-up with this machine's fonts plus the phone's Devanagari system face, for the
 * Chromium that Lighthouse drives. This Debian Chromium has no Devanagari face at all: a page in
 * Hindi shows boxes until its web font arrives, which no phone does, and the boxes' widths move
 * the text when it comes. An Android phone draws Hindi in its own Noto Sans Devanagari meanwhile.
 * `WEB_BENCH_PHONE_FONTS=off` measures with the machine's fonts only.
 */
export async function phoneFonts(): Promise<PhoneFonts> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stamp-bench-fonts-'));
  const removeDir = registerCleanup(() => rm(dir, { recursive: true, force: true }));
  const fontsDir = path.join(dir, 'fonts');
  await mkdir(fontsDir);
  for (const face of PHONE_FACES) {
    const ttf = `${path.basename(face, '.woff')}.ttf`;
    await writeFile(path.join(fontsDir, ttf), woffToSfnt(await readFile(face)));
  }
  const config = path.join(dir, 'fonts.conf');
  await writeFile(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${fontsDir}</dir>`,
      `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { env: { FONTCONFIG_FILE: config }, remove: removeDir };
}

/** Whether the runs get the phone's fonts: unless WEB_BENCH_PHONE_FONTS is `off`. */
export function wantsPhoneFonts(setting = process.env.WEB_BENCH_PHONE_FONTS): boolean {
  return setting !== 'off';
}
