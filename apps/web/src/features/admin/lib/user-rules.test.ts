import { describe, expect, it } from 'vitest';
import { disableLock, otherStaffRole, roleLock } from './user-rules';

const me = { _id: 'a'.repeat(24), role: 'admin' as const };
const otherAdmin = { _id: 'b'.repeat(24), role: 'admin' as const };
const editor = { _id: 'c'.repeat(24), role: 'editor' as const };
const user = { _id: 'd'.repeat(24), role: 'user' as const };

describe('what an admin may change about an account', () => {
  it('changes the role of users and editors, never of an admin or themselves', () => {
    expect(roleLock(user, me)).toBeNull();
    expect(roleLock(editor, me)).toBeNull();
    expect(roleLock(me, me)).toMatch(/your own account/);
    expect(roleLock(otherAdmin, me)).toMatch(/ADMIN_EMAIL/);
  });

  it('disables users and editors, never an admin or themselves', () => {
    expect(disableLock(user, me)).toBeNull();
    expect(disableLock(editor, me)).toBeNull();
    expect(disableLock(me, me)).toBe('You cannot disable your own account.');
    expect(disableLock(otherAdmin, me)).toBe('An admin account cannot be disabled.');
  });

  it('switches between user and editor', () => {
    expect(otherStaffRole('user')).toBe('editor');
    expect(otherStaffRole('editor')).toBe('user');
  });
});
