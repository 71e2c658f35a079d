import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { type SpawnedTool, spawnTool } from './tool-spawner';

/** ffprobe's JSON for a file with a few streams is a few KB; anything near this is not ours. */
const STDOUT_LIMIT_BYTES = 4 * 1024 * 1024;
// The end of stderr holds the error; ffmpeg's progress chatter before it is not needed.
const STDERR_KEPT_CHARS = 4_000;

export class ToolFailedError extends Error {
  constructor(
    readonly binary: string,
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly timedOut: boolean,
  ) {
    const why = timedOut ? 'timed out' : `exited with ${exitCode}`;
    super(`${binary} ${why}: ${stderr.trim().split('\n').slice(-3).join(' | ') || '(no output)'}`);
    this.name = 'ToolFailedError';
  }
}

// util-linux, on every Debian and most Linux systems. Elsewhere tools run unconfined.
const PRLIMIT = '/usr/bin/prlimit';
const SETPRIV = '/usr/bin/setpriv';
const NICE = '/usr/bin/nice';
const CHRT = '/usr/bin/chrt';
const CAN_CONFINE =
  process.platform === 'linux' && existsSync(PRLIMIT) && existsSync(SETPRIV) && existsSync(NICE);
const CAN_IDLE = CAN_CONFINE && existsSync(CHRT);

/**
 * A background tool (a reel render, which takes seconds anyway) runs under SCHED_IDLE where
 * `chrt` exists: the kernel gives it a core only when no ordinary task wants one, and a waking
 * request preempts it at once. At nice 10 alone it still took a share of the cores from members'
 * image renders, and more at each wake-up. `npm run bench -- download`, four members taking
 * images while four take reels, images' p95 under load: 3.3–3.7× the quiet figure at nice 10,
 * 2.1× idle on a slower machine; on a faster one 123–155 ms at nice 10, 97–127 ms idle.
 * It is not starved for good: an idle task keeps a sliver of a busy core (weight 3 against
 * 1,024), and a server busy with requests for a whole render's timeout is overloaded anyway.
 * The niceness stays too: it also lowers the tool's disk priority.
 */
export const BACKGROUND_NICENESS = 10;

/**
 * The address space a tool may take. A 1920×1080 x264 encode peaks near 300 MB resident and
 * needs more than 512 MB of address space here (2 cores; more cores, more encoder threads); an
 * 8192² clip once took ffmpeg to 7.2 GB. Uploads over 1920 px are refused before this
 * (video-limits.ts); the cap is what stops whatever slips past from taking the machine.
 */
export const TOOL_MEMORY_BYTES = 3 * 1024 ** 3;

/**
 * The command line that runs `binary` confined: `prlimit` caps its address space, and
 * `setpriv --pdeathsig KILL` has the kernel kill it when this process dies, so a crashed or
 * killed server leaves no ffmpeg rendering on as an orphan. Both exec, so the tool keeps the pid.
 */
export function confinedCommand(
  binary: string,
  args: readonly string[],
  memoryBytes: number,
  niceness = 0,
): [string, string[]] {
  if (!CAN_CONFINE) return [binary, [...args]];
  // `chrt` and `nice` exec the tool too, before it starts a thread, so every encoder thread
  // inherits both.
  const idle = niceness > 0 && CAN_IDLE ? [CHRT, '--idle', '0'] : [];
  const tool = niceness > 0 ? [...idle, NICE, '-n', String(niceness), binary] : [binary];
  return [
    PRLIMIT,
    [`--as=${memoryBytes}`, '--', SETPRIV, '--pdeathsig', 'KILL', '--', ...tool, ...args],
  ];
}

/**
 * Runs a binary with an argument array (no shell, so no quoting or injection), confined as
 * above, kills it after `timeoutMs`, and resolves with its stdout. A non-zero exit or a timeout rejects with
 * ToolFailedError carrying the tail of stderr; a binary that cannot start rejects with the
 * spawn error (ENOENT…), which is the server's problem, not the file's.
 */
export function runTool(
  binary: string,
  args: readonly string[],
  options: {
    timeoutMs: number;
    onStdout?: (chunk: Buffer) => void;
    memoryBytes?: number;
    /** Kills the tool when aborted (a job stopped on shutdown); rejects with the signal's reason. */
    signal?: AbortSignal;
    /** Work nobody waits on from moment to moment (a reel render): it yields the CPU. */
    background?: boolean;
  },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) return reject(signal.reason);
    // Through the wrappers a missing binary would be their exit status 127: keep the spawn
    // error callers tell a broken installation by.
    const missing = missingBinary(binary);
    if (missing) return reject(missing);
    const niceness = options.background ? BACKGROUND_NICENESS : 0;
    const [command, commandArgs] = confinedCommand(
      binary,
      args,
      options.memoryBytes ?? TOOL_MEMORY_BYTES,
      niceness,
    );
    // Through the helper process where tools are confined (Linux: tool-spawner.ts says why);
    // elsewhere, directly.
    const child: SpawnedTool = CAN_CONFINE
      ? spawnTool(command, commandArgs)
      : spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Unconfined (not Linux), the priority is set once the tool runs: best effort.
    if (niceness > 0 && !CAN_CONFINE && child.pid) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // It may have ended already; a priority is not worth failing the render for.
      }
    }
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      // A listener takes the output as it comes (ffmpeg's progress), so none of it is kept.
      if (options.onStdout) return options.onStdout(chunk);
      stdoutBytes += chunk.length;
      if (stdoutBytes <= STDOUT_LIMIT_BYTES) stdout.push(chunk);
      else child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT_CHARS);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0 && !timedOut) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new ToolFailedError(binary, code, stderr, timedOut));
    });
  });
}

/** ENOENT (or EACCES) as spawn reports it, for a binary given by path that cannot run. */
function missingBinary(binary: string): NodeJS.ErrnoException | null {
  if (!CAN_CONFINE || !binary.includes('/')) return null;
  try {
    accessSync(binary, constants.X_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'ENOENT';
    return Object.assign(new Error(`spawn ${binary} ${code}`), {
      code,
      errno: (error as NodeJS.ErrnoException).errno,
      syscall: `spawn ${binary}`,
      path: binary,
    });
  }
}
