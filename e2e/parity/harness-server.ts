import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { withUnicodeRange } from '../../apps/web/build/font-unicode-ranges';
import { EDITOR_FONT_FILES } from '../../packages/shared/src/editor/fonts';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface OverlayHarness {
  url: string;
  close(): Promise<void>;
}

/**
 * A page with every shipped face declared as the editor's build declares it (the same woff2
 * files the server canvas registers, each with its subset's unicode-range, so the browser picks
 * a fallback face as it does in the editor) and the shared overlay function bundled in, for drawing designs in Chromium exactly as the
 * editor does, without the rest of the app.
 */
export async function startOverlayHarness(): Promise<OverlayHarness> {
  const bundle = await build({
    entryPoints: [path.join(HERE, 'harness-entry.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const faces = EDITOR_FONT_FILES.flatMap((f) =>
    f.subsets.flatMap((subset) =>
      f.weights.map(
        (w) =>
          `@font-face{font-family:"${f.family}";font-weight:${w};src:url(/fonts/${f.pkg}/${f.pkg}-${subset}-${w}-normal.woff2) format("woff2");unicode-range:${unicodeRange(f.pkg, subset, w)}}`,
      ),
    ),
  ).join('\n');
  const html = `<!doctype html><meta charset="utf-8"><style>${faces}</style><script>${script}</script>`;
  const server = createServer(async (request, response) => {
    const match = /^\/fonts\/([a-z-]+)\/([a-z0-9-]+\.woff2)$/.exec(request.url ?? '');
    if (match) {
      const dir = path.dirname(require.resolve(`@fontsource/${match[1]}/package.json`));
      response.setHeader('content-type', 'font/woff2');
      response.end(await readFile(path.join(dir, 'files', match[2] ?? '')));
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The range the editor's build gives one subset file (apps/web/build/font-unicode-ranges.ts). */
function unicodeRange(pkg: string, subset: string, weight: number): string {
  const file = path.join(
    path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)),
    `${subset}-${weight}.css`,
  );
  const css = withUnicodeRange(readFileSync(file, 'utf8'), file) ?? '';
  const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1];
  if (!range) throw new Error(`no unicode-range for ${file}`);
  return range;
}
