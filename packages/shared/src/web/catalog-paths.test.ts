import { describe, expect, it } from 'vitest';
import { categoryPath, itemPath, slug, slugWords, subCategoryPath } from './catalog-paths';

describe('catalog paths', () => {
  it('builds the addresses the web app links to and the sitemap lists', () => {
    expect(categoryPath('Festivals & Days', 'a'.repeat(24))).toBe(
      `/festivals-days/${'a'.repeat(24)}`,
    );
    expect(subCategoryPath('Good Morning Quotes', 'b'.repeat(24))).toBe(
      `/category/good-morning-quotes/${'b'.repeat(24)}`,
    );
    expect(itemPath('c'.repeat(24))).toBe(`/${'c'.repeat(24)}`);
  });

  it('gives a name without letters or numbers a word of its own', () => {
    expect(slugWords('!!! ???')).toBe('');
    expect(slug('!!! ???')).toBe('item');
    expect(slug('  Café—Offers 2026 ')).toBe('cafe-offers-2026');
  });
});
