import { percentile } from '../search/percentile';

/**
 * Issue 19's targets hold "at a CPU index of 1500–1800", the 2-core machines CI runs on. Lighthouse
 * simulates a phone by multiplying every main-thread task it observed by 4, which assumes that
 * class of machine: on a faster one (an index of 2700, say) the same page scores as if the phone
 * were faster. Scaling the multiplier by how much faster this machine benchmarks emulates the
 * target class wherever the bench runs; it is never lowered below Lighthouse's 4, so a slower
 * machine is measured as it is, not flattered.
 */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** The CPU index the runs emulate: the middle of the range, or WEB_BENCH_CPU_INDEX. */
export function targetCpuIndex(setting = process.env.WEB_BENCH_CPU_INDEX): number | null {
  if (setting === 'off') return null;
  const index = Number(setting);
  return setting && Number.isFinite(index) && index > 0 ? index : 1650;
}

/**
 * The slowdown for the next run, from the CPU indices Lighthouse measured in the runs so far
 * (their median: one busy moment should not swing it). With none yet, Lighthouse's own.
 */
export function cpuSlowdownFor(indicesSoFar: number[], target: number | null): number {
  if (target === null || indicesSoFar.length === 0) return LIGHTHOUSE_CPU_SLOWDOWN;
  const scaled = LIGHTHOUSE_CPU_SLOWDOWN * (percentile(indicesSoFar, 50) / target);
  return Math.round(Math.max(LIGHTHOUSE_CPU_SLOWDOWN, scaled) * 100) / 100;
}
