import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  hasAuditFilters,
  isUserId,
  rangeProblem,
  readAuditFilters,
  withAuditFilters,
} from './audit-filters';

describe('the audit log’s filters', () => {
  it('reads them from the address, dropping a malformed day', () => {
    const filters = readAuditFilters(
      new URLSearchParams('actor=ops%40stamp.in&action=user.role&from=2026-11-01&to=tomorrow'),
    );
    expect(filters).toEqual({
      actor: 'ops@stamp.in',
      action: 'user.role',
      targetType: '',
      targetId: '',
      from: '2026-11-01',
      to: '',
    });
    expect(hasAuditFilters(filters)).toBe(true);
    expect(hasAuditFilters(readAuditFilters(new URLSearchParams('page=2')))).toBe(false);
  });

  it('writes them back without the empty ones, on page 1', () => {
    const search = new URLSearchParams('page=4&action=plan.update');
    const next = withAuditFilters(search, {
      actor: '',
      action: '',
      targetType: 'user',
      targetId: ' 0123456789abcdef01234567 ',
      from: '',
      to: '2026-11-25',
    });
    expect(next.toString()).toBe('targetType=user&targetId=0123456789abcdef01234567&to=2026-11-25');
  });

  it('tells an id from an e-mail, and a backwards range', () => {
    expect(isUserId('0123456789abcdef01234567')).toBe(true);
    expect(isUserId('ops@stamp.in')).toBe(false);
    expect(rangeProblem({ from: '2026-11-10', to: '2026-11-01' })).toMatch(/after/);
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBeNull();
  });

  it('names actions in words, and a new one by its code', () => {
    expect(actionLabel('user.disable')).toBe('Disabled an account');
    expect(actionLabel('media.schedule')).toBe('media.schedule');
  });
});
