import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('sets the flag zod reads, before zod loads', async () => {
    makeZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('still sets it once zod has loaded', async () => {
    const { config } = await import('zod/v4/core');
    config({ jitless: false });
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });
});
