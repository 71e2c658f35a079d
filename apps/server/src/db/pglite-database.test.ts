import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);

/**
 * Starts the embedded engine in a process of its own and runs a trigram search, with the first
 * extension module to start compiling finishing 300 ms after the others, as happens on a busy
 * machine (the modules under 100 KB with a dynamic-linking import: btree_gin's and pg_trgm's).
 * Mislinked, the search answered nothing, or the engine spun inside WebAssembly for good, which
 * only another process can notice and stop.
 */
async function trigramSearchAfterASlowStart(): Promise<string> {
  const engine = fileURLToPath(new URL('./pglite-database.ts', import.meta.url));
  const script = `
    const compile = WebAssembly.instantiate;
    let held = false;
    WebAssembly.instantiate = async (bytes, imports) => {
      const result = await compile(bytes, imports);
      const extension = imports?.['GOT.func'] && bytes.byteLength < 100_000;
      if (extension && !held) {
        held = true;
        // sleep-allowed: not the test waiting: a busy machine's late compile, held back on purpose.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return result;
    };
    const { openPglite } = await import(${JSON.stringify(engine)});
    const { sql } = await import('drizzle-orm');
    const opened = await openPglite('memory://start');
    await opened.db.execute(sql\`create extension pg_trgm\`);
    await opened.db.execute(sql\`create extension btree_gin\`);
    await opened.db.execute(sql\`create table words (word text)\`);
    await opened.db.execute(sql\`create index on words using gin (word gin_trgm_ops)\`);
    await opened.db.execute(sql\`insert into words values ('diwali'), ('holi'), ('navratri')\`);
    const found = await opened.db.execute(
      sql\`select word from words where word % 'diwaly' order by similarity(word, 'diwaly') desc\`,
    );
    process.stdout.write(found.rows.map((row) => row.word).join(','));
    await opened.close();`;
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { timeout: 60_000, killSignal: 'SIGKILL' },
  );
  return stdout;
}

describe('the embedded engine', () => {
  it('answers a trigram search whatever order its extensions finish loading in', async () => {
    expect(await trigramSearchAfterASlowStart()).toBe('diwali');
  });
});
