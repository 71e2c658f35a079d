/** One round of an interleaved measurement: the baseline and the product, close in time. */
export interface Round<T> {
  baseline: T;
  product: T;
}

/**
 * Measures the baseline and the product in turns, `rounds` times, alternating which goes first.
 * These machines are shared: measured minutes apart, a slower moment lands wholly on one side
 * and moves the ratio (bare Fastify measured 39.6k then 48.4k req/s in two runs a minute apart).
 * Taken in turns, both sides meet the same moments, and the per-round ratios show the spread.
 */
export async function interleavedRounds<T>(
  baseline: () => Promise<T>,
  product: () => Promise<T>,
  rounds = 5,
): Promise<Round<T>[]> {
  const results: Round<T>[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      const b = await baseline();
      results.push({ baseline: b, product: await product() });
    } else {
      const p = await product();
      results.push({ baseline: await baseline(), product: p });
    }
  }
  return results;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('no values to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
}

/** "1.12 (1.05–1.20)": a spread of ratios in one table cell, median then range. */
export function formatSpread(values: Spread, digits = 2): string {
  return `${values.median.toFixed(digits)} (${values.min.toFixed(digits)}–${values.max.toFixed(digits)})`;
}
