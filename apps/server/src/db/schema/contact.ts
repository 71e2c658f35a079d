import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    message: text('message').notNull(),
    inquiryType: varchar('inquiry_type', { length: 20 }).notNull().default('general'),
    /** Marked handled by an operator in the inbox. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Requests for custom work from the footer form (the specification's "newsletter"). */
export const newsletter = pgTable(
  'newsletter',
  {
    id: primaryId(),
    email: varchar('email', { length: 254 }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);
