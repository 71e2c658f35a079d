import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { EDITOR_DEFAULTS } from '../../packages/shared/src/editor/settings';
import { newUserDetails, seededImage, stamp, type TestUser } from './pages';

/**
 * What the funnel tests share: accounts made over the API from a client address of their own,
 * the logo they upload, the preview's overlay as drawn in the page, and the check of a
 * downloaded file against that preview.
 */

/**
 * A client address of its own for each test (the test server trusts X-Forwarded-For, as it does
 * behind a load balancer): the funnel signs up and logs in dozens of people, which from one
 * address would rightly meet the per-address limits long before the end.
 */
export function clientAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

async function call(path: string, init: RequestInit & { ip: string; cookie?: string }) {
  const { ip, cookie, ...rest } = init;
  const response = await fetch(`${stamp().url}/api/v1${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as { data?: Record<string, string> };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return { response, data: body.data ?? {} };
}

/** A new account, signed up over the API from `ip`. */
export async function signUpFrom(ip: string, label: string): Promise<TestUser> {
  const details = newUserDetails(label);
  const { response } = await call('/user/signup', {
    method: 'POST',
    body: JSON.stringify(details),
    ip,
  });
  const cookie =
    (response.headers.getSetCookie().find((c) => c.startsWith('stamp_session=')) ?? '').split(
      ';',
    )[0] ?? '';
  return { ...details, cookie };
}

/** Buys Pro through the payment sandbox, as the checkout page does. */
export async function buyMembership(user: TestUser, ip: string): Promise<void> {
  const post = (path: string, body: object) =>
    call(path, { method: 'POST', body: JSON.stringify(body), ip, cookie: user.cookie });
  const { data } = await post('/user/subscription/create', { plan: 'pro' });
  const { data: paid } = await post('/sandbox/payments', {
    subscriptionId: data.subscriptionId,
    method: 'card',
    outcome: 'success',
  });
  await post('/user/subscription/verify', paid);
}

/** The logos in the user's brand kit. */
export async function brandKitLogos(cookie: string, ip: string): Promise<string[]> {
  const response = await fetch(`${stamp().url}/api/v1/user/brand-kit`, {
    headers: { cookie, 'x-forwarded-for': ip },
  });
  const body = (await response.json()) as { data: { logos: { _id: string }[] } };
  return body.data.logos.map((logo) => logo._id);
}

// Colours no seeded design and no Stamp mark uses, so each part of a design is found by colour.
export const LOGO_RGB = [0, 255, 0] as const;
export const TEXT_COLOUR = '#00ffff';
/** TEXT_COLOUR as RGB. */
export const TEXT_RGB = [0, 255, 255] as const;

/** The logo the funnel uploads: a solid square in LOGO_RGB. */
export function logoPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 240,
      height: 240,
      channels: 4,
      background: { r: LOGO_RGB[0], g: LOGO_RGB[1], b: LOGO_RGB[2], alpha: 1 },
    },
  })
    .png()
    .toBuffer();
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Buffer;
}

async function rgba(png: Buffer, width?: number, height?: number): Promise<Pixels> {
  let image = sharp(png).ensureAlpha();
  if (width && height) image = image.resize(width, height, { fit: 'fill' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * The two files a design can become, without logo or banner: clean and watermarked. Rendered
 * by the server for a member (who may ask for the watermark), they are the references a
 * download is told apart by, whatever the watermark looks like.
 */
export interface References {
  clean: Buffer;
  watermarked: Buffer;
}

export async function renderReferences(): Promise<References> {
  const ip = clientAddress();
  const member = await signUpFrom(ip, 'Reference');
  await buyMembership(member, ip);
  const render = async (watermark: boolean) => {
    const { data } = await call(`/user/download-creative/${seededImage().id}`, {
      method: 'POST',
      ip,
      cookie: member.cookie,
      body: JSON.stringify({
        settings: { ...EDITOR_DEFAULTS, bannerEnabled: false, logoEnabled: false },
        logoId: null,
        watermark,
      }),
    });
    const file = await fetch(new URL(data.url ?? '', stamp().url), {
      headers: { cookie: member.cookie, 'x-forwarded-for': ip },
    });
    if (!file.ok) throw new Error(`the reference file answered ${file.status}`);
    return Buffer.from(await file.arrayBuffer());
  };
  return { clean: await render(false), watermarked: await render(true) };
}

const distance = (data: Buffer, i: number, rgb: readonly number[]) =>
  Math.max(
    Math.abs((data[i] ?? 0) - (rgb[0] ?? 0)),
    Math.abs((data[i + 1] ?? 0) - (rgb[1] ?? 0)),
    Math.abs((data[i + 2] ?? 0) - (rgb[2] ?? 0)),
  );

/** How a downloaded file compares with the preview it was made from. */
export interface Findings {
  /** Pixels of the preview's logo / text (opaque, in their colour). */
  previewLogo: number;
  previewText: number;
  /** Of those, the share the file shows in the same colour at the same place. */
  logoShown: number;
  textShown: number;
  /** Pixels of the file in the logo's / text's colour anywhere (when none are expected). */
  strayLogo: number;
  strayText: number;
  /** Away from the design: mean difference from the clean and the watermarked references. */
  fromClean: number;
  fromWatermarked: number;
  /** Mean difference between the two references there (how visible the watermark is). */
  watermarkStrength: number;
}

/**
 * Compares a downloaded PNG with the preview's overlay (as the page drew it) at the preview's
 * size: where the preview shows the logo and the text, the file must show them; away from the
 * design, the file must match the clean or the watermarked reference.
 */
export async function compareWithPreview(
  file: Buffer,
  overlayPng: Buffer,
  references: References,
): Promise<Findings> {
  const overlay = await rgba(overlayPng);
  const { width, height } = overlay;
  const [download, clean, watermarked] = await Promise.all([
    rgba(file, width, height),
    rgba(references.clean, width, height),
    rgba(references.watermarked, width, height),
  ]);
  // Where the design draws anything (with a margin for edges, shadows and the two canvases'
  // slightly different anti-aliasing): left out of the watermark comparison.
  const margin = Math.ceil(width * 0.03);
  const near = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((overlay.data[(y * width + x) * 4 + 3] ?? 0) === 0) continue;
      for (let dy = -margin; dy <= margin; dy++) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        near.fill(
          1,
          row * width + Math.max(0, x - margin),
          row * width + Math.min(width, x + margin + 1),
        );
      }
    }
  }
  const f: Findings = {
    previewLogo: 0,
    previewText: 0,
    logoShown: 0,
    textShown: 0,
    strayLogo: 0,
    strayText: 0,
    fromClean: 0,
    fromWatermarked: 0,
    watermarkStrength: 0,
  };
  let away = 0;
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    const opaque = (overlay.data[i + 3] ?? 0) >= 250;
    if (opaque && distance(overlay.data, i, LOGO_RGB) < 24) {
      f.previewLogo++;
      if (distance(download.data, i, LOGO_RGB) < 90) f.logoShown++;
    } else if (opaque && distance(overlay.data, i, TEXT_RGB) < 24) {
      f.previewText++;
      if (distance(download.data, i, TEXT_RGB) < 90) f.textShown++;
    }
    if (distance(download.data, i, LOGO_RGB) < 60) f.strayLogo++;
    if (distance(download.data, i, TEXT_RGB) < 60) f.strayText++;
    if (near[p]) continue;
    away++;
    for (let c = 0; c < 3; c++) {
      const value = download.data[i + c] ?? 0;
      f.fromClean += Math.abs(value - (clean.data[i + c] ?? 0));
      f.fromWatermarked += Math.abs(value - (watermarked.data[i + c] ?? 0));
      f.watermarkStrength += Math.abs((clean.data[i + c] ?? 0) - (watermarked.data[i + c] ?? 0));
    }
  }
  f.logoShown = f.previewLogo ? f.logoShown / f.previewLogo : 0;
  f.textShown = f.previewText ? f.textShown / f.previewText : 0;
  const channels = Math.max(1, away * 3);
  f.fromClean /= channels;
  f.fromWatermarked /= channels;
  f.watermarkStrength /= channels;
  return f;
}
