/**
 * Tick steps a chart axis may use: 1-2-5 steps times `unit` (1 for counts, so a count of 3 has
 * no tick at 2.5; 100 for paise, so money ticks fall on whole rupees).
 */
export function tickSteps(unit: number): number[] {
  const steps: number[] = [];
  for (let magnitude = 1; magnitude <= 1e10; magnitude *= 10) {
    for (const factor of [1, 2, 5]) steps.push(factor * magnitude * unit);
  }
  return steps;
}

/**
 * The x axis's steps over days (a day, two, three, a week, a fortnight, a month): with 90 days
 * the labels stay apart, with 7 every day gets one.
 */
export const DAY_STEPS = [1, 2, 3, 7, 14, 30];

/** The y range of a chart: from 0 (nothing below zero here) to a little above the top. */
export function yRange(max: number | null): [number, number] {
  const top = max && max > 0 ? max : 1;
  return [0, top * 1.15];
}
