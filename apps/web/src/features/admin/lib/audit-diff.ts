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

/** A value as one line: text as it is, numbers and flags in words, objects as compact JSON. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return ABSENT;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
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
  return fields.map((field) => {
    const b = describeValue(left[field]);
    const a = describeValue(right[field]);
    return { field, before: b, after: a, changed: b !== a };
  });
}
