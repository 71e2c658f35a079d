import { readFileSync } from 'node:fs';
import { toolHelperPid } from '@stamp/server/src/adapters/media/tool-spawner';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** CPU ms of this process (all its threads) since `before` = process.cpuUsage(). */
export function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

// Linux reports CPU time in clock ticks of 100 Hz (sysconf(_SC_CLK_TCK) on every common kernel).
const TICK_MS = 10;

/**
 * CPU ms used so far by this process' finished children (ffmpeg runs), from /proc's cutime +
 * cstime; NaN where there is no /proc. The server's tools are children of its tool helper
 * (tool-spawner.ts), so the helper's finished children count too. Each ffmpeg run is counted once
 * it exits and is reaped. Other processes on the machine do not inflate it, as they do wall time.
 */
export function childCpuMs(): number {
  const helper = toolHelperPid();
  return finishedChildrenCpuMs('self') + (helper === undefined ? 0 : finishedChildrenCpuMs(helper));
}

function finishedChildrenCpuMs(pid: number | 'self'): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** Appends `value` to the list under `key`, starting the list on first use. */
export function record(lists: Record<string, number[]>, key: string, value: number): void {
  const list = lists[key] ?? [];
  list.push(value);
  lists[key] = list;
}
