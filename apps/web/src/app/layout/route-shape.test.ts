import { describe, expect, it } from 'vitest';
import { hidesSearch, isConsolePage, isItemPage } from './route-shape';

const id = '0123456789abcdef01234567';

describe('route shapes', () => {
  it('takes /admin and what is under it for the console, never for an item or a category', () => {
    expect(isConsolePage('/admin')).toBe(true);
    expect(isConsolePage('/admin/catalog')).toBe(true);
    expect(isConsolePage('/admin/users/abc/payments')).toBe(true);
    expect(isItemPage('/admin')).toBe(false);
    expect(isConsolePage(`/${id}`)).toBe(false);
    expect(isConsolePage(`/festivals/${id}`)).toBe(false);
    expect(isConsolePage('/administration')).toBe(false);
  });

  it('leaves /admin/{id} to the public page of a category named "Admin"', () => {
    expect(isConsolePage(`/admin/${id}`)).toBe(false);
    expect(isConsolePage(`/admin/${id}/more`)).toBe(true);
  });

  it('hides the search box on one-segment paths', () => {
    expect(hidesSearch('/admin')).toBe(true);
    expect(hidesSearch('/category/diwali/x')).toBe(false);
  });
});
