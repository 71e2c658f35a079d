import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureServerBuilt,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
} from '../../apps/server/build/build-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The product as a user gets it: the production build served by the real server process on a
 * fresh data directory (embedded database, outbox), exactly what `npm start` runs.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  await ensureServerBuilt();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The demo catalog takes minutes to draw; tests that need one seed what they need.
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  // A start takes about 4 s alone; a file's own server starting while the rest of the browser
  // suite runs (two files, their Chromiums and another file's own server on two cores) took 33 s
  // in one run and more than 60 s in another.
  const startMs = 100_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${startMs / 1000} s:\n${output}`);
    }
    // sleep-allowed: polls a starting process, which vi.waitFor cannot stop early when it exits.
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
