import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** True when the database answers a trivial query; the health check's probe. */
export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
