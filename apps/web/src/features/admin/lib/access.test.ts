import { describe, expect, it } from 'vitest';
import { mayOpen, sectionsFor } from './access';

const sections = [
  { path: 'dashboard', access: 'admin' },
  { path: 'catalog', access: 'editor' },
  { path: 'users', access: 'admin' },
  { path: 'inbox', access: 'editor' },
] as const;

describe('console access', () => {
  it('gives an admin every section and an editor only the editor sections, in order', () => {
    expect(sectionsFor(sections, 'admin').map((s) => s.path)).toEqual([
      'dashboard',
      'catalog',
      'users',
      'inbox',
    ]);
    expect(sectionsFor(sections, 'editor').map((s) => s.path)).toEqual(['catalog', 'inbox']);
  });

  it('gives a plain user nothing', () => {
    expect(sectionsFor(sections, 'user')).toEqual([]);
    expect(mayOpen('user', 'editor')).toBe(false);
    expect(mayOpen('editor', 'admin')).toBe(false);
  });
});
