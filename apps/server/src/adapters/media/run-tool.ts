import { spawn } from 'node:child_process';

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

/**
 * Runs a binary with an argument array (no shell, so no quoting or injection), kills it after
 * `timeoutMs`, and resolves with its stdout. A non-zero exit or a timeout rejects with
 * ToolFailedError carrying the tail of stderr; a binary that cannot start rejects with the
 * spawn error (ENOENT…), which is the server's problem, not the file's.
 */
export function runTool(
  binary: string,
  args: readonly string[],
  options: { timeoutMs: number; onStdout?: (chunk: Buffer) => void },
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);

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
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new ToolFailedError(binary, code, stderr, timedOut));
    });
  });
}
