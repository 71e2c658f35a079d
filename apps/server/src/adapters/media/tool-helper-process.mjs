// The helper process that starts the server's tools (tool-spawner.ts). Plain JavaScript with
// nothing but Node's own modules, so the same file runs beside the source and in the build.
//
// Messages in:  { type: 'run', id, command, args } and { type: 'kill', id, signal }.
// Messages out: { type: 'spawned', id, pid }, { type: 'stdout' | 'stderr', id, chunk },
//               { type: 'error', id, error: { message, code, errno, syscall, path } },
//               { type: 'close', id, code, signal }.
import { spawn } from 'node:child_process';

const children = new Map();
const send = (message) => process.connected && process.send(message);

process.on('message', (message) => {
  if (message.type === 'kill') {
    children.get(message.id)?.kill(message.signal);
    return;
  }
  if (message.type !== 'run') return;
  const { id } = message;
  let child;
  try {
    child = spawn(message.command, message.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // Arguments Node refuses (a NUL byte): this tool fails, the helper and the others go on.
    const { message: text, code } = error;
    send({ type: 'error', id, error: { message: text, code } });
    send({ type: 'close', id, code: null, signal: null });
    return;
  }
  children.set(id, child);
  if (child.pid !== undefined) send({ type: 'spawned', id, pid: child.pid });
  child.stdout.on('data', (chunk) => send({ type: 'stdout', id, chunk }));
  child.stderr.on('data', (chunk) => send({ type: 'stderr', id, chunk }));
  child.once('error', (error) => {
    children.delete(id);
    const { message: text, code, errno, syscall, path } = error;
    send({ type: 'error', id, error: { message: text, code, errno, syscall, path } });
  });
  child.once('close', (code, signal) => {
    children.delete(id);
    send({ type: 'close', id, code, signal });
  });
});

// The server is gone (it closed the channel, or died): its tools go with it.
process.once('disconnect', () => {
  for (const child of children.values()) child.kill('SIGKILL');
  process.exit(0);
});
