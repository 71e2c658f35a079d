import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { users } from './db/schema';
import { startJobs } from './jobs/start-jobs';
import { openRuntime } from './runtime';
import { prepareOwnTestDatabase } from './test/database';
import { newSignup } from './test/test-app';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

/** The runtime main.ts opens, on a fresh database, with every log line kept. */
async function startRuntime(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-runtime-test-'));
  const database = await prepareOwnTestDatabase(dataDir);
  opened.push(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env, ...env });
  const entries: LogEntry[] = [];
  const keep = (level: LogEntry['level']) => (obj: object, msg: string) =>
    void entries.push({ level, obj: obj as LogEntry['obj'], msg });
  const log = { info: keep('info'), warn: keep('warn'), error: keep('error') };
  const runtime = await openRuntime(config, log);
  opened.push(() => runtime.close());
  return { config, runtime, log, entries };
}

/** The API over a started runtime (as main.ts builds it), and an account signed up through it. */
async function signedUpOn({
  runtime,
  config,
}: Pick<Awaited<ReturnType<typeof startRuntime>>, 'runtime' | 'config'>) {
  const { app, services } = await buildApp(config, {
    ...runtime.deps,
    webDistDir: undefined,
    logger: false,
  });
  opened.push(() => app.close());
  const account = newSignup();
  const signup = await app.inject({ method: 'POST', url: '/api/v1/user/signup', payload: account });
  expect(signup.statusCode).toBe(201);
  return { app, services, account };
}

const PUBLIC = { PUBLIC_URL: 'https://stamp.example', SEED_DEMO: 'false' };

describe('start-up warning of the payment sandbox', () => {
  it('warns that no money moves when the sandbox is on', async () => {
    const { entries } = await startRuntime({
      ...PUBLIC,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
    });
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([
      {
        level: 'warn',
        obj: { provider: 'sandbox', publicUrl: 'https://stamp.example/' },
        msg: expect.stringMatching(/^TEST PAYMENTS: the payment sandbox is on .*PAYMENTS_SANDBOX/),
      },
    ]);
  });

  it('says nothing of it when the sandbox is off', async () => {
    const { entries } = await startRuntime({
      ...PUBLIC,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'false',
    });
    expect(entries.filter((entry) => entry.level === 'warn')).toEqual([]);
    expect(entries).toContainEqual({
      level: 'info',
      obj: { provider: 'none' },
      msg: 'payments ready',
    });
  });
});

describe('password-reset links in the log', () => {
  /**
   * Asks for a password reset through the API, as a visitor would, and waits for the mail job
   * to write the message to the outbox (no SMTP_URL). Returns the link the message carries.
   */
  async function requestReset(nodeEnv: 'production' | 'development') {
    const started = await startRuntime({ ...PUBLIC, NODE_ENV: nodeEnv });
    const { runtime, log, entries } = started;
    const { app, services, account } = await signedUpOn(started);
    await startJobs(runtime.jobs, runtime.deps, services, log);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/user/password/forgot',
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(200);
    const written = await vi.waitFor(
      () => {
        const entry = entries.find(
          (e) =>
            e.msg === 'mail written to outbox' && e.obj.subject === 'Reset your Stamp password',
        );
        if (!entry) throw new Error('the reset mail is not in the outbox yet');
        return entry;
      },
      { timeout: 20_000, interval: 50 },
    );
    // The message as sent (quoted-printable: soft line breaks joined, `=3D` back to `=`).
    const eml = (await readFile(String(written.obj.file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = eml.match(/https:\/\/stamp\.example\/reset-password\/\S+/)?.[0];
    if (!link) throw new Error('the reset mail carries no link');
    return { link, written, entries };
  }

  it('never writes the link to the log in production', async () => {
    const { link, written, entries } = await requestReset('production');
    expect(written.obj).not.toHaveProperty('links');
    const token = link.split('/reset-password/')[1] as string;
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('logs it in development, for a developer to follow', async () => {
    const { link, written } = await requestReset('development');
    expect(written.obj.links).toEqual([link]);
  });
});

describe('passwords on a production start', () => {
  it('are hashed at the production work factors (the test apps lower them for speed)', async () => {
    const started = await startRuntime({ ...PUBLIC, NODE_ENV: 'production' });
    const { account } = await signedUpOn(started);
    const [row] = await started.runtime.deps.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, account.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
