import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests wait for what they expect (`expect.poll`, `vi.waitFor`, an event, fake timers), never
 * for a length of time: a sleep passes whether or not the thing arrived, and fails on a slower
 * machine. This finds setTimeout-based sleeps in test code. A sleep that is itself the point
 * (proving that nothing happens for a while, or capping a wait) says so on its line or the line
 * above (in the comment right above it): `// sleep-allowed: <why>`.
 */

export interface Sleep {
  file: string;
  line: number;
  text: string;
}

const SLEEP = [
  // new Promise((resolve) => setTimeout(resolve, 100)), setTimeout(r, 40), …
  /\bsetTimeout\(\s*(?:resolve|res|r|done|next)\s*[,)]/,
  // await sleep(500), await delay(100), page.waitForTimeout(1000)
  /\b(?:sleep|delay|waitForTimeout)\(\s*\d/,
  /\bawait\s+(?:sleep|delay)\(/,
  // timers/promises' setTimeout is a sleep by another name
  /from\s+['"](?:node:)?timers\/promises['"]/,
];
const ALLOWED = /sleep-allowed:\s*\S/;

/** Sleeps in one file's source, minus the ones that say why they must stay. */
export function findSleeps(file: string, source: string): Sleep[] {
  const lines = source.split('\n');
  const found: Sleep[] = [];
  lines.forEach((text, index) => {
    if (!SLEEP.some((pattern) => pattern.test(text))) return;
    if (ALLOWED.test(text) || commentAbove(lines, index).some((line) => ALLOWED.test(line))) {
      return;
    }
    found.push({ file, line: index + 1, text: text.trim() });
  });
  return found;
}

/** The comment lines right above line `index`. */
function commentAbove(lines: string[], index: number): string[] {
  const comment: string[] = [];
  for (let i = index - 1; i >= 0 && (lines[i] ?? '').trim().startsWith('//'); i--) {
    comment.push(lines[i] as string);
  }
  return comment;
}

const TEST_CODE = [
  /\.test\.tsx?$/,
  /\.contract\.ts$/,
  /^e2e\/.*\.ts$/,
  /^apps\/server\/test\//,
  /^apps\/server\/src\/test\//,
];
const ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'bench'];

/** Every unexplained sleep in the repository's test code. */
export function findRepositorySleeps(repoRoot: string): Sleep[] {
  const found: Sleep[] = [];
  for (const root of ROOTS) {
    for (const file of walk(path.join(repoRoot, root))) {
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      // This checker's own test holds samples of what it finds.
      if (relative === 'scripts/test-sleeps.test.ts') continue;
      if (!TEST_CODE.some((pattern) => pattern.test(relative))) continue;
      found.push(...findSleeps(relative, readFileSync(file, 'utf8')));
    }
  }
  return found;
}

function* walk(dir: string): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}
