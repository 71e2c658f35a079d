import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The interface's Devanagari faces (apps/web/src/main.tsx: Noto Sans Devanagari 400 and 600). */
const INTERFACE_FACES = /^noto-sans-devanagari-devanagari-(?:400|600)-normal-[\w-]+\.woff2$/;

/**
 * The `Link` header that fetches the interface's Devanagari faces with the page, or undefined
 * when the build has none. Without it a page in Hindi finds them only once its stylesheet is
 * parsed and its text laid out, and its largest text paints again when they arrive.
 */
export function devanagariPreload(distDir: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(path.join(distDir, 'assets'));
  } catch {
    return undefined;
  }
  const faces = files.filter((file) => INTERFACE_FACES.test(file)).sort();
  if (faces.length === 0) return undefined;
  return faces
    .map((face) => `</assets/${face}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
    .join(', ');
}

/**
 * Whether a first visit with this Accept-Language opens in Hindi: as the page's own script
 * decides (packages/shared/src/web/theme-init.ts), when any of the browser's languages is Hindi.
 * A language the device saved is not known here, so such a visit loads the faces as before.
 */
export function opensInHindi(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage?.toLowerCase().includes('hi')) return false;
  return acceptLanguage.split(',', 20).some((part) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (tag.split('-')[0] !== 'hi') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
