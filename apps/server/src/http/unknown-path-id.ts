import { ID_PATTERN } from '@stamp/shared/schemas/ids';
import type { FastifySchemaValidationError } from 'fastify';

const ID_PATTERN_TEXT = String(ID_PATTERN);

/**
 * The route's "not found" message when a path's ids are what failed its schema, else null. An id
 * that cannot name a row names nothing: the spec answers 404 for it ("Category not found"),
 * exactly as for a well-formed id of a row that does not exist, never 400.
 */
export function unknownPathId(error: {
  validationContext?: string;
  validation: FastifySchemaValidationError[];
}): string | null {
  if (error.validationContext !== 'params') return null;
  const idIssues = error.validation.filter((issue) => issue.params?.pattern === ID_PATTERN_TEXT);
  if (idIssues.length === 0 || idIssues.length !== error.validation.length) return null;
  return idIssues[0]?.message ?? null;
}
