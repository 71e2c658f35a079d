/** Order helpers for the catalog's lists: pure, so the optimistic state is tested on its own. */

interface Identified {
  _id: string;
}

/** `list` with the item at `from` moved to `to` (both clamped into the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/** The ids in the order after moving `id` by `delta` places (-1 up, +1 down); null if it cannot. */
export function idsAfterMove(
  list: readonly Identified[],
  id: string,
  delta: number,
): string[] | null {
  const from = list.findIndex((item) => item._id === id);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= list.length) return null;
  return moveItem(list, from, to).map((item) => item._id);
}

/** The ids after dropping `dragged` where `target` is (it takes the target's place). */
export function idsAfterDrop(
  list: readonly Identified[],
  dragged: string,
  target: string,
): string[] | null {
  const from = list.findIndex((item) => item._id === dragged);
  const to = list.findIndex((item) => item._id === target);
  if (from === -1 || to === -1 || from === to) return null;
  return moveItem(list, from, to).map((item) => item._id);
}

/**
 * `list` put in the order of `ids` (what the server is sent); items `ids` does not name keep
 * their places after the named ones, so a list that changed meanwhile loses nothing on screen.
 */
export function applyOrder<T extends Identified>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...list].sort(
    (a, b) =>
      (rank.get(a._id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b._id) ?? Number.MAX_SAFE_INTEGER),
  );
}
