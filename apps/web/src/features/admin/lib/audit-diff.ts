import { formatDateTime } from '../../../lib/format';
import { t } from '../messages';

/**
 * An audit entry's before and after as rows of changed fields, for people: `{ role: 'user' }` →
 * `{ role: 'editor' }` is one row "role: user → editor". The server records only the fields an
 * action touched (or null where there was nothing), so every field of either side is listed.
 */

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** False when the field is the same on both sides (shown dimmed, for context). */
  changed: boolean;
}

export const ABSENT = '—';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as one line: text as it is, an instant (`2026-11-25T22:32:45.215Z`) as a date and time
 * in the reader's zone, numbers and flags in words, objects as compact JSON.
 */
export function describeValue(
  value: unknown,
  formatInstant: (date: Date) => string = (date) => formatDateTime(date.toISOString()),
): string {
  if (value === undefined || value === null || value === '') return ABSENT;
  if (typeof value === 'string') {
    return ISO_INSTANT.test(value) ? formatInstant(new Date(value)) : value;
  }
  if (typeof value === 'boolean') return value ? t('console.audit.yes') : t('console.audit.no');
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return [];
    if ((before ?? null) === null && (after ?? null) === null) return [];
    const b = describeValue(before);
    const a = describeValue(after);
    return [{ field: 'value', before: b, after: a, changed: b !== a }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => ({
    field,
    before: describeValue(left[field]),
    after: describeValue(right[field]),
    // On the values, not their words: two instants a few seconds apart read alike.
    changed: JSON.stringify(left[field] ?? null) !== JSON.stringify(right[field] ?? null),
  }));
}
