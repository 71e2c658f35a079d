import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool } from './run-tool';

// A shell that prints its parent's pid: the process that started the tool.
const parentOfTool = async () =>
  Number(
    (await runTool('/bin/sh', ['-c', 'echo $PPID'], { timeoutMs: 10_000 })).stdout
      .toString()
      .trim(),
  );

describe.runIf(process.platform === 'linux')('tools started through the helper process', () => {
  it('are not forked from the server: a fork of a large process stops its event loop', async () => {
    const parent = await parentOfTool();
    expect(parent).not.toBe(process.pid);
    // One helper for every tool, not one per tool.
    expect(await parentOfTool()).toBe(parent);
  });

  it('fail when the helper dies under them, and the next tool starts a new helper', async () => {
    const running = runTool('/bin/sh', ['-c', 'echo $PPID; exec sleep 30'], {
      timeoutMs: 30_000,
      onStdout: (chunk) => process.kill(Number(chunk.toString().trim()), 'SIGKILL'),
    });
    await expect(running).rejects.toThrow(/helper exited/);
    const { stdout } = await runTool('/bin/sh', ['-c', 'echo started'], { timeoutMs: 10_000 });
    expect(stdout.toString().trim()).toBe('started');
  });

  it('refuse arguments Node cannot pass (a NUL byte), and run the next tool', async () => {
    await expect(runTool('/bin/echo', ['a\u0000b'], { timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'ERR_INVALID_ARG_VALUE',
    });
    const { stdout } = await runTool('/bin/echo', ['next'], { timeoutMs: 10_000 });
    expect(stdout.toString().trim()).toBe('next');
  });

  it('let a script that ran a tool exit once it is done', async () => {
    const script = `
      import { runTool } from ${JSON.stringify(path.resolve(import.meta.dirname, 'run-tool.ts'))};
      const { stdout } = await runTool('/bin/echo', ['done'], { timeoutMs: 10_000 });
      process.stdout.write(stdout);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'done' });
  }, 30_000);
});
