import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, hidesBreadcrumbs } from './breadcrumbs';

const id = '01a1ff7b72fb252830061481';

describe('breadcrumbs', () => {
  it('attaches ids to the previous crumb and skips "category"', () => {
    expect(breadcrumbsFor(`/category/good-morning-quotes/${id}`)).toMatchObject([
      { label: 'Home', href: '/' },
      { label: 'Good Morning Quotes', href: `/category/good-morning-quotes/${id}` },
    ]);
    expect(breadcrumbsFor(`/festivals/${id}`)).toMatchObject([
      { label: 'Home', href: '/' },
      { label: 'Festivals', href: `/festivals/${id}` },
    ]);
  });

  it('treats numbers like ids', () => {
    expect(breadcrumbsFor('/shipping-policy/2')).toMatchObject([
      { label: 'Home', href: '/' },
      { label: 'Shipping Policy', href: '/shipping-policy/2' },
    ]);
  });

  it('shows nothing with a single crumb', () => {
    expect(breadcrumbsFor('/')).toEqual([]);
    expect(breadcrumbsFor(`/${id}`)).toEqual([]);
  });

  it('title-cases each de-hyphenated word', () => {
    expect(breadcrumbsFor('/terms-and-condition').at(-1)?.label).toBe('Terms And Condition');
  });

  it('is hidden on the custom editor and password reset', () => {
    expect(hidesBreadcrumbs('/custom-editor')).toBe(true);
    expect(hidesBreadcrumbs('/reset-password/abc/x@y.z/pw')).toBe(true);
    expect(hidesBreadcrumbs('/reminders/unsubscribe')).toBe(true);
    expect(hidesBreadcrumbs('/profile')).toBe(false);
  });
});
