import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, urlWithProtocol } from './config-fields';
import {
  type PaymentsConfig,
  paymentsConfig,
  paymentsCrossProblems,
  paymentsEnvSchema,
} from './config-payments';
import { type RemindersConfig, remindersConfig, remindersEnvSchema } from './config-reminders';
import {
  type SecretConfig,
  type StorageConfig,
  secretConfig,
  storageConfig,
  storageCrossProblems,
  storageEnvSchema,
} from './config-storage';
import { testClockCrossProblems, testClockEnvSchema } from './config-test-clock';

/**
 * The only reader of `process.env`. Every value is validated at start-up and every problem is
 * reported at once, so a bad deployment fails with a list instead of a stack trace.
 */
const portSchema = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: portSchema.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(
    ['postgres:', 'postgresql:'],
    'postgres://user@host:5432/stamp',
  ).optional(),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:'], 'https://stamp.example.com').optional(),
  SMTP_URL: urlWithProtocol(
    ['smtp:', 'smtps:'],
    'smtp://user:pass@mail.example.com:587',
  ).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Stamp <no-reply@stamp.example>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@stamp.example'),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFlag(false),
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  FFMPEG_PATH: z.string().trim().min(1).optional(),
  FFPROBE_PATH: z.string().trim().min(1).optional(),
  SEED_DEMO: booleanFlag(true),
  BUSINESS_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')
    .default('Asia/Kolkata'),
  JOBS: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,40}$/, 'must be 1–40 letters, digits, dots, dashes or underscores')
    .default('stamp'),
  JOB_LEASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000')
    .default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  // The multi-process test's crash injection; refused outside NODE_ENV=test (crossProblems).
  STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM: booleanFlag(false),
  ...storageEnvSchema.shape,
  ...paymentsEnvSchema.shape,
  ...testClockEnvSchema.shape,
  ...remindersEnvSchema.shape,
});

// Variables whose values are never repeated in an error message.
const SECRET_NAMES = /PASSWORD|SECRET|ACCESS_KEY|KEY_ID|SMTP_URL|DATABASE_URL|REDIS_URL|TOKEN/;

/** Rules across variables, checked on the raw values so they are reported with the rest. */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const problems = [
    ...storageCrossProblems(env),
    ...paymentsCrossProblems(env),
    ...testClockCrossProblems(env),
  ];
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if (
    ['true', '1'].includes(env.STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM ?? '') &&
    env.NODE_ENV !== 'test'
  ) {
    problems.push('STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM: a test hook, only with NODE_ENV=test');
  }
  if (['off', 'false', '0'].includes(env.JOBS ?? '') && !env.DATABASE_URL) {
    problems.push(
      'JOBS: off needs DATABASE_URL: the embedded database belongs to one process, so no worker could run the jobs',
    );
  }
  return problems;
}

export type RateLimitRule = { limit: number; windowS: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: URL;
  secureCookies: boolean;
  trustProxy: boolean;
  logLevel: string;
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string; outboxDir: string };
  admin: { email: string; password: string } | undefined;
  /** Media: `<DATA_DIR>/media` on disk, or an S3 bucket when the S3_* variables are set. */
  storage: StorageConfig;
  /** Signs media URLs; see lib/app-secret.ts for how it is read or generated. */
  secret: SecretConfig;
  /** Explicit ffmpeg/ffprobe binaries; otherwise PATH, then the ones inside node_modules. */
  media: { ffmpegPath: string | undefined; ffprobePath: string | undefined };
  /** Generate the demo catalog on the first start with an empty catalog. */
  seedDemo: boolean;
  /** Where the day of the daily download allowance begins and ends. */
  businessTimeZone: string;
  payments: PaymentsConfig;
  /** Whether this process runs jobs (JOBS=off: an API process beside `npm run worker`). */
  runJobs: boolean;
  /** Prefix of the keys and channels this deployment writes in Redis. */
  redisPrefix: string;
  /** How long a job's claim holds without renewal (how soon a dead process's job is retried). */
  jobLeaseMs: number;
  /**
   * After SIGTERM, how long requests and running jobs get to finish; a job still running then is
   * handed back to the queue.
   */
  shutdownGraceMs: number;
  /** The bearer token GET /metrics asks for; without it the route is off. */
  metricsToken: string | undefined;
  /** Crash injection for the multi-process test; only ever true with NODE_ENV=test. */
  testHooks: { crashAfterWebhookClaim: boolean };
  /** SCHEDULER_CLOCK_FILE: the browser test's clock for scheduled publishing (loopback only). */
  schedulerClockFile: string | undefined;
  /** When festival reminders go out (REMINDER_*), in the business time zone. */
  reminders: RemindersConfig;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const cross = crossProblems(present);
  if (!parsed.success || cross.length > 0) {
    const issues = parsed.success ? [] : parsed.error.issues;
    throw new ConfigError([
      ...issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        const given = present[name];
        const shown = SECRET_NAMES.test(name) ? '' : ` (got "${given}")`;
        return `${name}: ${issue.message}${given === undefined ? '' : shown}`;
      }),
      ...cross,
    ]);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    // Secure cookies are refused by browsers on plain http (except localhost), so follow the URL.
    secureCookies: e.COOKIE_SECURE ?? publicUrl.protocol === 'https:',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    storage: storageConfig(e, dataDir),
    secret: secretConfig(e, dataDir),
    media: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH },
    seedDemo: e.SEED_DEMO,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    payments: paymentsConfig(e, publicUrl),
    runJobs: e.JOBS,
    redisPrefix: e.REDIS_PREFIX,
    jobLeaseMs: e.JOB_LEASE_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    testHooks: { crashAfterWebhookClaim: e.STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM },
    schedulerClockFile: e.SCHEDULER_CLOCK_FILE ? path.resolve(e.SCHEDULER_CLOCK_FILE) : undefined,
    reminders: remindersConfig(e),
  };
}

/** Reads the configuration, or exits with the list of what is wrong (main.ts, worker.ts). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Stamp cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
