import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, urlWithProtocol } from './config-fields';

/** The variables of media storage and of the app secret, a part of config.ts's schema. */
export const storageEnvSchema = z.object({
  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 48`)')
    .optional(),
  S3_ENDPOINT: urlWithProtocol(
    ['http:', 'https:'],
    'https://s3.us-east-1.amazonaws.com',
  ).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  // S3's bucket naming rules (the ones every S3-compatible server accepts).
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be blank').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be blank').optional(),
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  S3_PUBLIC_URL: urlWithProtocol(['http:', 'https:'], 'https://cdn.example.com/media').optional(),
});
type StorageEnv = z.infer<typeof storageEnvSchema>;

export type StorageConfig =
  | { kind: 'disk'; root: string }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      publicUrl: string | undefined;
    };

/** APP_SECRET, or (when unset) the file where the server keeps the one it generated. */
export interface SecretConfig {
  value: string | undefined;
  file: string;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/** S3 is all or nothing: a half-configured bucket must not quietly fall back to local disk. */
export function storageCrossProblems(env: Record<string, string | undefined>): string[] {
  const given = Object.keys(env).filter((name) => name.startsWith('S3_'));
  if (given.length === 0) return [];
  const needs = `S3 storage needs ${S3_REQUIRED.slice(0, -1).join(', ')} and ${S3_REQUIRED.at(-1)}`;
  return S3_REQUIRED.filter((name) => !env[name]).map(
    (name) =>
      `${name}: must be set when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (${needs})`,
  );
}

export function storageConfig(e: StorageEnv, dataDir: string): StorageConfig {
  if (e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY) {
    return {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      publicUrl: e.S3_PUBLIC_URL,
    };
  }
  return { kind: 'disk', root: path.join(dataDir, 'media') };
}

export function secretConfig(e: StorageEnv, dataDir: string): SecretConfig {
  return { value: e.APP_SECRET, file: path.join(dataDir, 'secret.key') };
}
