import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRepositorySleeps, findSleeps } from './test-sleeps';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('sleeps in tests', () => {
  it('are nowhere in the test code unless they say why (file and line are named)', () => {
    expect(findRepositorySleeps(REPO_ROOT)).toEqual([]);
  });

  it('are found in their usual shapes', () => {
    const source = [
      'await new Promise((resolve) => setTimeout(resolve, 800));',
      'await new Promise((r) => setTimeout(r, 40));',
      'await sleep(300);',
      'await page.waitForTimeout(1000);',
      "import { setTimeout as wait } from 'node:timers/promises';",
    ].join('\n');
    expect(findSleeps('x.test.ts', source).map((sleep) => sleep.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('let a sleep stay that says why, and leave timeouts and polls alone', () => {
    const source = [
      '// sleep-allowed: proves that nothing happens for half a second',
      'await new Promise((resolve) => setTimeout(resolve, 500));',
      'await sleep(100); // sleep-allowed: the cap on a wait, not a wait',
      '// sleep-allowed: a comment of two lines, the reason on the first,',
      '// and the sleep right under it.',
      'await sleep(100);',
      'timer = setTimeout(() => reject(new Error("no answer")), 5000);',
      'await expect.poll(() => count()).toBe(2);',
      'await vi.waitFor(() => check(), { interval: 100 });',
    ].join('\n');
    expect(findSleeps('x.test.ts', source)).toEqual([]);
  });
});
