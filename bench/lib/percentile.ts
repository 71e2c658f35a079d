/** The value below which `p` of the values fall (nearest rank: p95 of 20 is the 19th). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] as number;
}
