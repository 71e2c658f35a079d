import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl.toString()).toBe('http://localhost:3000/');
    expect(config.secureCookies).toBe(false);
    expect(config.mail.outboxDir).toBe(path.resolve('./data/outbox'));
    expect(config.admin).toBeUndefined();
    expect(config.storage).toEqual({ kind: 'disk', root: path.resolve('./data/media') });
    expect(config.secret).toEqual({ value: undefined, file: path.resolve('./data/secret.key') });
  });

  it('runs jobs in the process unless told JOBS=off, which needs a shared database', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    const db = 'postgres://stamp@db:5432/stamp';
    expect(loadConfig({ JOBS: 'off', DATABASE_URL: db }).runJobs).toBe(false);
    expect(problems({ JOBS: 'off' })).toEqual([
      'JOBS: off needs DATABASE_URL: the embedded database belongs to one process, so no worker could run the jobs',
    ]);
    expect(problems({ JOBS: 'sometimes', DATABASE_URL: db })).toEqual([
      'JOBS: must be on or off (got "sometimes")',
    ]);
  });

  it('keeps the crash hook of the multi-process test out of anything but tests', () => {
    expect(
      problems({ STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM: 'true', NODE_ENV: 'production' }),
    ).toEqual(['STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM: a test hook, only with NODE_ENV=test']);
    expect(loadConfig({}).testHooks.crashAfterWebhookClaim).toBe(false);
  });

  it('uses Secure cookies when the public URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://stamp.example.com' }).secureCookies).toBe(true);
  });

  it('reports every bad value at once, each with what is expected', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        PUBLIC_URL: 'stamp.example.com',
        ADMIN_EMAIL: 'ops@example.com',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT: must be a whole number between 1 and 65535 (got "eighty")',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql:// (e.g. postgres://user@host:5432/stamp)',
      'REDIS_URL: must be a URL starting with redis:// or rediss:// (e.g. redis://127.0.0.1:6379)',
      'PUBLIC_URL: must be a URL starting with http:// or https:// (e.g. https://stamp.example.com) (got "stamp.example.com")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('never echoes a secret back in its message', () => {
    const [problem] = problems({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' });
    expect(problem).toBe('ADMIN_PASSWORD: must be at least 8 characters');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuses a port out of range', () => {
    expect(problems({ PORT: '70000' })).toEqual([
      'PORT: must be a whole number between 1 and 65535 (got "70000")',
    ]);
  });

  describe('media storage', () => {
    const S3 = {
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'stamp-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    };

    it('uses an S3 bucket when the S3 variables are set', () => {
      expect(loadConfig(S3).storage).toEqual({
        kind: 's3',
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        region: 'us-east-1',
        bucket: 'stamp-media',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        forcePathStyle: true,
        publicUrl: undefined,
      });
      const custom = loadConfig({
        ...S3,
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PUBLIC_URL: 'https://cdn.example.com/media',
      }).storage;
      expect(custom).toMatchObject({
        region: 'eu-west-1',
        forcePathStyle: false,
        publicUrl: 'https://cdn.example.com/media',
      });
    });

    it('refuses a partial S3 configuration instead of quietly using the disk', () => {
      expect(problems({ S3_BUCKET: 'stamp-media' })).toEqual(
        ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].map(
          (name) =>
            `${name}: must be set when S3_BUCKET is set (S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
        ),
      );
      expect(
        problems({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: 'stamp-media', S3_REGION: 'eu-west-1' }),
      ).toEqual([
        'S3_ACCESS_KEY_ID: must be set when S3_ENDPOINT, S3_BUCKET, S3_REGION are set (S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
        'S3_SECRET_ACCESS_KEY: must be set when S3_ENDPOINT, S3_BUCKET, S3_REGION are set (S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      ]);
    });

    it('reports every bad S3 value, with what is expected', () => {
      expect(
        problems({
          ...S3,
          S3_ENDPOINT: 's3.amazonaws.com',
          S3_BUCKET: 'Stamp_Media',
          S3_REGION: 'EU WEST',
          S3_FORCE_PATH_STYLE: 'yes',
          S3_PUBLIC_URL: 'ftp://cdn.example.com',
        }),
      ).toEqual([
        'S3_ENDPOINT: must be a URL starting with http:// or https:// (e.g. https://s3.us-east-1.amazonaws.com) (got "s3.amazonaws.com")',
        'S3_REGION: must be a region name such as us-east-1 (got "EU WEST")',
        'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got "Stamp_Media")',
        'S3_FORCE_PATH_STYLE: must be true or false (got "yes")',
        'S3_PUBLIC_URL: must be a URL starting with http:// or https:// (e.g. https://cdn.example.com/media) (got "ftp://cdn.example.com")',
      ]);
    });

    it('takes APP_SECRET for signing media URLs, and never echoes a secret', () => {
      const secret = 'a-long-enough-secret-for-signing-urls';
      expect(loadConfig({ APP_SECRET: secret }).secret.value).toBe(secret);
      const found = problems({ ...S3, APP_SECRET: 'too-short-secret', S3_SECRET_ACCESS_KEY: ' ' });
      expect(found).toEqual([
        'APP_SECRET: must be at least 32 characters (e.g. the output of `openssl rand -base64 48`)',
        'S3_SECRET_ACCESS_KEY: must not be blank',
      ]);
      expect(found.join('\n')).not.toContain('too-short-secret');
    });
  });
});

describe('payments configuration', () => {
  it.each([
    // `npm start` on a newcomer's machine: production, loopback, nothing set → the sandbox.
    [{ NODE_ENV: 'production' }, 'sandbox'],
    [{}, 'sandbox'],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://shop.localhost:3000' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://localhost:3000', PAYMENTS_SANDBOX: 'false' }, 'none'],
    // Reachable by others: never the sandbox by default, in any NODE_ENV.
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://stamp.example' }, 'none'],
    [{ NODE_ENV: 'development', PUBLIC_URL: 'https://stamp.example' }, 'none'],
    [{ NODE_ENV: 'test', PUBLIC_URL: 'http://192.168.1.20:3000' }, 'none'],
    [{ PUBLIC_URL: 'http://127.0.0.1.evil.example' }, 'none'],
    [{ PUBLIC_URL: 'http://localhost.evil.example' }, 'none'],
    // Only when asked for by name.
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://stamp.example', PAYMENTS_SANDBOX: 'true' },
      'sandbox',
    ],
  ])('%j → %s', (env, provider) => {
    expect(loadConfig(env).payments).toEqual({ provider });
  });

  it('uses Razorpay when its three keys are set, and asks for the missing ones', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };
    expect(loadConfig({ ...keys, PAYMENTS_SANDBOX: 'true' }).payments).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_live_x',
      apiBase: 'https://api.razorpay.com',
    });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAY_KEY_SECRET: set it with RAZORPAY_KEY_ID/,
    );
  });
});

describe('the scheduler test clock', () => {
  it('is honoured on a loopback address only, and refused anywhere else with why', () => {
    expect(loadConfig({}).schedulerClockFile).toBeUndefined();
    expect(
      loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4000', SCHEDULER_CLOCK_FILE: '/tmp/clock' })
        .schedulerClockFile,
    ).toBe(path.resolve('/tmp/clock'));
    expect(loadConfig({ SCHEDULER_CLOCK_FILE: 'clock' }).schedulerClockFile).toBe(
      path.resolve('clock'),
    );
    for (const PUBLIC_URL of ['https://stamp.example', 'http://localhost.evil.example']) {
      expect(problems({ PUBLIC_URL, SCHEDULER_CLOCK_FILE: '/tmp/clock' })).toEqual([
        expect.stringMatching(/^SCHEDULER_CLOCK_FILE: .*only when PUBLIC_URL is a loopback/),
      ]);
    }
  });
});

describe('festival reminder times', () => {
  it('default to 3 days before at 09:00 and 07:00 on the day', () => {
    expect(loadConfig({}).reminders).toEqual({
      daysBefore: 3,
      beforeTime: '09:00',
      dayTime: '07:00',
    });
    expect(
      loadConfig({
        REMINDER_BEFORE_TIME: '18:45',
        REMINDER_DAY_TIME: '06:05',
        REMINDER_DAYS_BEFORE: '2',
      }).reminders,
    ).toEqual({ daysBefore: 2, beforeTime: '18:45', dayTime: '06:05' });
  });

  it('refuses a time that is not HH:MM on a 24-hour clock, or a count of days out of range', () => {
    expect(
      problems({
        REMINDER_BEFORE_TIME: '9:00',
        REMINDER_DAY_TIME: '24:00',
        REMINDER_DAYS_BEFORE: '0',
      }),
    ).toEqual([
      'REMINDER_BEFORE_TIME: must be a time of day as HH:MM, from 00:00 to 23:59 (got "9:00")',
      'REMINDER_DAY_TIME: must be a time of day as HH:MM, from 00:00 to 23:59 (got "24:00")',
      'REMINDER_DAYS_BEFORE: must be a whole number of days from 1 to 14 (got "0")',
    ]);
    expect(problems({ REMINDER_DAYS_BEFORE: 'three' })).toEqual([
      'REMINDER_DAYS_BEFORE: must be a whole number of days from 1 to 14 (got "three")',
    ]);
  });
});
