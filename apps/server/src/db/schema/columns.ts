import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids';

/** 24-char lowercase hex, time-ordered (see lib/ids.ts). */
export const idColumn = (name = 'id') => varchar(name, { length: 24 });

export const primaryId = () => idColumn().primaryKey().$defaultFn(newId);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
