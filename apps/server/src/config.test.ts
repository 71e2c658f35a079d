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
});
