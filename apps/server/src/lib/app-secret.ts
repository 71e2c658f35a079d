import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SecretConfig } from '../config-storage';

const MIN_LENGTH = 32;

/**
 * The secret that signs media URLs: APP_SECRET when set. Otherwise one generated on the first
 * start and kept in `<DATA_DIR>/secret.key` (readable by the owner only), so links handed out
 * before a restart keep working after it. Processes that do not share DATA_DIR must share
 * APP_SECRET, or a link signed by one is refused by the others.
 */
export async function loadAppSecret({ value, file }: SecretConfig): Promise<string> {
  if (value) return value;
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;

  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under a temporary name, then hard-linked into place: link() fails if the file
  // exists, so when two processes start together one secret wins, and neither reads half a file.
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const created = await readSecretFile(file);
  if (created === undefined) throw new Error(`could not create the app secret at ${file}`);
  return created;
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${MIN_LENGTH} characters): delete it to have a new one generated, or set APP_SECRET`,
    );
  }
  return secret;
}
