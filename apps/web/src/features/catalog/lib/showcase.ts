import type { Media } from '@stamp/shared/schemas/catalog';

/**
 * The home hero's collage (laptops and up): a tall design in the middle, square ones either
 * side, when the feed has them. The router warms the middle one, the largest, before the page
 * has rendered (app/prefetch.ts).
 */
export function pickShowcase(items: readonly Media[]): (Media | undefined)[] {
  const unique = [...new Map(items.map((m) => [m._id, m])).values()];
  const tall = unique.filter((m) => m.height > m.width * 1.2);
  const square = unique.filter((m) => m.height <= m.width * 1.2);
  const middle = tall[0] ?? square[1] ?? unique[1];
  const sides = square.filter((m) => m !== middle);
  return [sides[0], middle, sides[1]];
}
