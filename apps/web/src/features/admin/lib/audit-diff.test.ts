import { describe, expect, it } from 'vitest';
import { auditChanges, describeValue } from './audit-diff';

describe('an audit entry as changed fields', () => {
  it('lists each field with its value before and after', () => {
    expect(auditChanges({ role: 'user' }, { role: 'editor' })).toEqual([
      { field: 'role', before: 'user', after: 'editor', changed: true },
    ]);
  });

  it('lists the fields of either side, marking the unchanged ones', () => {
    const rows = auditChanges(
      { plan: 'pro', status: 'active', endDate: '2026-12-01T00:00:00.000Z' },
      { plan: 'pro', status: 'active', endDate: '2026-12-31T00:00:00.000Z', days: 30 },
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([
      ['plan', false],
      ['status', false],
      ['endDate', true],
      ['days', true],
    ]);
    expect(rows[3]).toMatchObject({ before: '—', after: '30' });
  });

  it('reads a side that was nothing (a first membership, a deleted row) as absent', () => {
    expect(auditChanges(null, { plan: 'pro' })).toEqual([
      { field: 'plan', before: '—', after: 'pro', changed: true },
    ]);
    expect(auditChanges({ name: 'Holi' }, null)).toEqual([
      { field: 'name', before: 'Holi', after: '—', changed: true },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('shows a bare value, flags and nested values in words', () => {
    expect(auditChanges('old', 'new')).toEqual([
      { field: 'value', before: 'old', after: 'new', changed: true },
    ]);
    expect(describeValue(true)).toBe('yes');
    expect(describeValue(false)).toBe('no');
    expect(describeValue(['a', 'b'])).toBe('["a","b"]');
    expect(describeValue({ at: 1 })).toBe('{"at":1}');
    expect(describeValue('')).toBe('—');
  });

  it('writes an instant as a date and time, and leaves a plain day or other text alone', () => {
    const iso = (date: Date) => `at ${date.toISOString()}`;
    expect(describeValue('2026-11-25T22:32:45.215Z', iso)).toBe('at 2026-11-25T22:32:45.215Z');
    expect(describeValue('2026-11-25', iso)).toBe('2026-11-25');
    expect(describeValue('plan_2026-11-25T22', iso)).toBe('plan_2026-11-25T22');
    expect(describeValue('2026-11-25T22:32:45.215Z')).toMatch(/2026/);
  });
});
