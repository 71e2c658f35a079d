/**
 * "Remind me" and "All festivals in my region", saved optimistically. The server keeps the whole
 * choice (`PUT /user/reminders` replaces it); the page shows the saved choice with every change
 * still on its way laid over it. A change the server refuses simply leaves that list, so the page
 * rolls back that change and no other: a later tap that succeeded stays.
 */

export interface ReminderChoice {
  /** Festivals chosen one by one. */
  festivalIds: readonly string[];
  /** "All festivals in my region"; null when off. */
  region: string | null;
}

export type ReminderChange =
  | { type: 'festival'; festivalId: string; on: boolean }
  | { type: 'region'; region: string | null };

export function applyChange(choice: ReminderChoice, change: ReminderChange): ReminderChoice {
  if (change.type === 'region') return { ...choice, region: change.region };
  const others = choice.festivalIds.filter((id) => id !== change.festivalId);
  return { ...choice, festivalIds: change.on ? [...others, change.festivalId] : others };
}

/** What the page shows: the saved choice with the changes not yet answered, in order. */
export function withPending<C extends ReminderChoice>(
  saved: C,
  pending: readonly ReminderChange[],
): C {
  let choice: ReminderChoice = saved;
  for (const change of pending) choice = applyChange(choice, change);
  return { ...saved, festivalIds: choice.festivalIds, region: choice.region };
}

/**
 * The body of the PUT that saves `change`. The saves run one after another, so by the time this
 * one is sent the earlier ones are either saved (and in `saved`) or refused (and dropped).
 */
export function bodyFor(
  saved: ReminderChoice,
  change: ReminderChange,
): { festivalIds: string[]; region: string | null } {
  const next = applyChange(saved, change);
  return { festivalIds: [...next.festivalIds], region: next.region };
}

/** What the saved choice becomes after the server accepted `body` (its answer, when it sends one). */
export function afterSave<C extends ReminderChoice>(
  saved: C,
  body: ReminderChoice,
  answer?: Partial<C> | null,
): C {
  const accepted =
    answer && Array.isArray(answer.festivalIds)
      ? { festivalIds: answer.festivalIds, region: answer.region ?? null }
      : body;
  return { ...saved, ...answer, ...accepted };
}

/** How a festival is covered: chosen one by one, through the region, or not at all. */
export type Coverage = 'festival' | 'region' | null;

export function coverage(
  choice: ReminderChoice,
  festival: { _id: string; regions: readonly string[] },
): Coverage {
  if (choice.festivalIds.includes(festival._id)) return 'festival';
  // The region's festivals are those observed there and those observed across India (the API's rule).
  if (
    choice.region !== null &&
    (festival.regions.length === 0 || festival.regions.includes(choice.region))
  ) {
    return 'region';
  }
  return null;
}
