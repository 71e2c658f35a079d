import type { User } from '@stamp/shared/schemas/user';
import type { CurrentSessionRow } from './sessions.repo';
import { toUserEntity } from './user-entity';

interface Built {
  user: User;
  day: string;
  /** When the entity would read differently with nothing written: the membership's end. */
  validUntilMs: number;
}

/**
 * The User entity of a cached session row, built once per business day instead of on every
 * request (it was the largest piece of our own code in the get-user profile). A row is replaced,
 * never changed, when what the entity shows is written (the session cache forgets it), so a
 * WeakMap on the row is invalidated with it. Besides writes, the entity changes only when the day
 * turns (the allowance refills) or the membership's paid period ends.
 */
export function createSessionUsers(today: () => string): (row: CurrentSessionRow) => User {
  const built = new WeakMap<CurrentSessionRow, Built>();
  return (row) => {
    const day = today();
    const cached = built.get(row);
    if (cached && cached.day === day && Date.now() < cached.validUntilMs) return cached.user;
    const user = toUserEntity(row.user, row.membership, row.allowance, {
      dailyDownloads: row.dailyDownloads,
      today: day,
    });
    const endMs = row.membership?.endDate?.getTime();
    const validUntilMs =
      endMs !== undefined && endMs > Date.now() ? endMs : Number.POSITIVE_INFINITY;
    // Shared by every request of the session from now on: frozen, so a handler that changed it
    // would fail loudly instead of changing what other requests see.
    deepFreeze(user);
    built.set(row, { user, day, validUntilMs });
    return user;
  };
}

function deepFreeze(value: object): void {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child);
  }
  Object.freeze(value);
}
