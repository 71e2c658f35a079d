import { readFile } from 'node:fs/promises';

/**
 * The resident set size of a process, from Linux's /proc (VmRSS counts what is actually in RAM,
 * including PGlite's WebAssembly heap). Undefined where /proc does not exist (macOS).
 */
export async function residentMemoryBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}
