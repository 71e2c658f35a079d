import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Tools (ffmpeg, ffprobe) are started by a small helper process, not by the server itself.
 * Starting a program forks the process that starts it, and a fork copies its page tables: from
 * the server (600 MB resident with PGlite) that took 27 ms on average and up to 55 ms, with the
 * event loop stopped throughout. Every reel render starts two tools; with members taking images
 * beside reels, those stops landed on the images' tail (`npm run bench -- download`, a CPU
 * profile of the server: 54 starts, 1.4 s of the main thread). The helper is a bare Node process
 * of about 40 MB: its forks take a millisecond or two, and they stop no one's request.
 *
 * The helper starts with the first tool and stays; if it dies, the tools it was running fail
 * (as a crash of theirs would) and the next tool starts a new one. It dies with the server: the
 * kernel kills it (`setpriv --pdeathsig`) when the server dies, and it kills its tools when the
 * server closes the channel. Each tool has its own pdeathsig against the helper (run-tool.ts).
 */

// Beside this module in the source, and beside the bundle's chunks in the build (build-server.ts).
const HELPER_FILE = fileURLToPath(new URL('./tool-helper-process.mjs', import.meta.url));
const SETPRIV = '/usr/bin/setpriv';

/** The part of a ChildProcess that runTool uses. */
export interface SpawnedTool extends EventEmitter {
  pid?: number | undefined;
  stdout: EventEmitter;
  stderr: EventEmitter;
  kill(signal: NodeJS.Signals): void;
}

type HelperMessage =
  | { type: 'spawned'; id: number; pid: number }
  | { type: 'stdout' | 'stderr'; id: number; chunk: Uint8Array }
  | { type: 'error'; id: number; error: NodeJS.ErrnoException }
  | { type: 'close'; id: number; code: number | null; signal: NodeJS.Signals | null };

class RemoteTool extends EventEmitter implements SpawnedTool {
  pid?: number | undefined;
  readonly stdout = new EventEmitter();
  readonly stderr = new EventEmitter();

  constructor(
    private readonly id: number,
    readonly helper: ChildProcess,
  ) {
    super();
  }

  kill(signal: NodeJS.Signals): void {
    if (this.helper.connected) this.helper.send({ type: 'kill', id: this.id, signal });
  }
}

let helper: ChildProcess | null = null;
const running = new Map<number, RemoteTool>();
let nextId = 1;

function startHelper(): ChildProcess {
  const confine = process.platform === 'linux' && existsSync(SETPRIV);
  const [command, args] = confine
    ? [SETPRIV, ['--pdeathsig', 'KILL', '--', process.execPath, HELPER_FILE]]
    : [process.execPath, [HELPER_FILE]];
  const started = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  started.on('message', (message: HelperMessage) => {
    const tool = running.get(message.id);
    if (!tool) return;
    switch (message.type) {
      case 'spawned':
        tool.pid = message.pid;
        break;
      case 'stdout':
      case 'stderr':
        tool[message.type].emit('data', Buffer.from(message.chunk));
        break;
      case 'error':
        tool.emit('error', Object.assign(new Error(message.error.message), message.error));
        break;
      case 'close':
        settle(message.id);
        tool.emit('close', message.code, message.signal);
        break;
    }
  });
  // The helper died (killed, out of memory) or could not start: its tools are lost with it.
  const lost = (error: Error) => {
    if (helper === started) helper = null;
    for (const [id, tool] of running) {
      // A newer helper's tools run on.
      if (tool.helper !== started) continue;
      settle(id);
      tool.emit('error', error);
    }
  };
  started.once('error', lost);
  started.once('exit', (code, signal) =>
    lost(new Error(`the tool helper exited (${signal ?? code}) while tools were running`)),
  );
  return started;
}

function settle(id: number): void {
  running.delete(id);
  // An idle helper does not keep the process alive (a script that rendered once may exit).
  if (running.size === 0) unref(helper);
}

function unref(child: ChildProcess | null): void {
  child?.unref();
  (child?.channel as { unref(): void } | undefined)?.unref();
}

/** Starts `command` with `args` through the helper; events as a ChildProcess emits them. */
export function spawnTool(command: string, args: readonly string[]): SpawnedTool {
  if (!helper?.connected) helper = startHelper();
  helper.ref();
  (helper.channel as { ref(): void } | undefined)?.ref();
  const id = nextId++;
  const tool = new RemoteTool(id, helper);
  running.set(id, tool);
  helper.send({ type: 'run', id, command, args });
  return tool;
}

/** The helper's pid while one runs: the render bench adds its finished children's CPU time. */
export function toolHelperPid(): number | undefined {
  return helper?.pid;
}
