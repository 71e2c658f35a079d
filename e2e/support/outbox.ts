import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';
import { stamp } from './pages';

/** Undoes quoted-printable (RFC 2045 §6.7): soft line breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The newest e-mail to `to` in the server's outbox (without SMTP_URL the server writes each
 * message as an .eml file under `<DATA_DIR>/outbox`), waiting up to `timeoutMs` for it.
 */
export async function waitForMail(
  to: string,
  timeoutMs = 10_000,
): Promise<{ subject: string; body: string }> {
  const outbox = path.join(stamp().dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      // File names are time-ordered ids: the last match is the newest.
      for (const file of files
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()) {
        const raw = await readFile(path.join(outbox, file), 'utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(head)) continue;
        const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
        const body = rest.join('\n\n');
        const quoted = /^Content-Transfer-Encoding: quoted-printable$/im.test(head);
        return { subject, body: quoted ? decodeQuotedPrintable(body) : body };
      }
      throw new Error(`no e-mail to ${to} in ${outbox}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}
