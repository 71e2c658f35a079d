interface Sized {
  width: number;
  height: number;
}

// The caption under each card, as a share of the column's width (≈ 52 px on a 230 px column).
const CAPTION_SHARE = 0.23;

/**
 * Deals items into columns, each to the currently shortest one (heights from the real aspect
 * ratios). Greedy and in order, so appending a page never moves a card already placed.
 */
export function toColumns<T extends Sized>(items: readonly T[], columns: number): T[][] {
  const result: T[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < columns; c++)
      if ((heights[c] ?? 0) < (heights[shortest] ?? 0)) shortest = c;
    result[shortest]?.push(item);
    heights[shortest] =
      (heights[shortest] ?? 0) + item.height / Math.max(item.width, 1) + CAPTION_SHARE;
  }
  return result;
}
