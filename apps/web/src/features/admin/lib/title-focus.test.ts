import { expect, it } from 'vitest';
import { focusTitleOnNavigation } from './title-focus';

it('moves focus on a navigation, not on the first page nor on a repeat of the same page', () => {
  expect(focusTitleOnNavigation('/admin/catalog')).toBe(false);
  expect(focusTitleOnNavigation('/admin/catalog')).toBe(false);
  expect(focusTitleOnNavigation('/admin/site')).toBe(true);
  expect(focusTitleOnNavigation('/admin/catalog')).toBe(true);
});
