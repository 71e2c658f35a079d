import { z } from 'zod';
import { ID_PATTERN } from './ids';

/** An id in a body or query. */
export const idSchema = z.string().regex(ID_PATTERN, 'must be an id');

/**
 * An id in a path. One that cannot name a row answers 404 with `notFound` (the server's error
 * handler turns a failed id pattern in the path into a 404), never a database error: to the
 * caller a malformed id and an unknown one are the same missing thing.
 */
export const pathIdSchema = (notFound: string) => z.string().regex(ID_PATTERN, { error: notFound });
