import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

it('moves focus on a navigation, not on the first page nor on a repeat of the same page', async () => {
  const { focusTitleOnNavigation } = await import('./title-focus');
  expect(focusTitleOnNavigation('/admin/catalog', 'POP')).toBe(false);
  expect(focusTitleOnNavigation('/admin/catalog', 'POP')).toBe(false);
  expect(focusTitleOnNavigation('/admin/site', 'PUSH')).toBe(true);
  expect(focusTitleOnNavigation('/admin/catalog', 'POP')).toBe(true);
});

it('moves focus to the first console page when a link led there', async () => {
  const { focusTitleOnNavigation } = await import('./title-focus');
  expect(focusTitleOnNavigation('/admin/catalog', 'REPLACE')).toBe(true);
});
