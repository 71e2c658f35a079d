import type { SearchResult } from '@stamp/shared/schemas/catalog';
import { paths } from '../../config/paths';
import { t } from './messages';

export type SearchGroupKey = 'categories' | 'subCategories' | 'media';

/** One result row: a link the keyboard can land on. */
export interface SearchOption {
  /** Position across all groups: what ArrowUp/ArrowDown move through. */
  index: number;
  key: string;
  href: string;
  label: string;
  detail: string;
  thumbnail: string | null;
}

export interface SearchGroup {
  key: SearchGroupKey;
  label: string;
  options: SearchOption[];
}

/**
 * The dropdown's groups in the spec's order (categories, sub-categories, media), empty groups
 * left out, each row numbered across groups so one index drives keyboard navigation.
 */
export function groupResults(result: SearchResult | undefined): SearchGroup[] {
  if (!result) return [];
  let index = 0;
  const groups: SearchGroup[] = [
    {
      key: 'categories',
      label: t('search.categories'),
      options: result.categories.map((category) => ({
        index: index++,
        key: `category-${category._id}`,
        href: paths.category(category.name, category._id),
        label: category.name,
        detail: t('search.subCategoryCount', { count: category.subCategoryCount }),
        thumbnail: category.thumbnailImage.secureUrl,
      })),
    },
    {
      key: 'subCategories',
      label: t('search.subCategories'),
      options: result.subCategories.map((subCategory) => ({
        index: index++,
        key: `sub-category-${subCategory._id}`,
        href: paths.subCategory(subCategory.name, subCategory._id),
        label: subCategory.name,
        detail: t('search.subCategoryDetail', {
          category: subCategory.category.name,
          count: subCategory.mediaCount,
        }),
        thumbnail: subCategory.thumbnailImage.secureUrl,
      })),
    },
    {
      key: 'media',
      label: t('search.media'),
      options: result.media.map((media) => ({
        index: index++,
        key: `media-${media._id}`,
        href: paths.item(media._id),
        label: media.title,
        detail: t(media.type === 'video' ? 'search.videoDetail' : 'search.imageDetail', {
          name: media.subCategory.name,
        }),
        thumbnail: media.thumbnailImage.secureUrl ?? media.posterUrl,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

export const optionCount = (groups: SearchGroup[]) =>
  groups.reduce((sum, group) => sum + group.options.length, 0);

export function optionAt(groups: SearchGroup[], index: number): SearchOption | undefined {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.index === index);
    if (option) return option;
  }
  return undefined;
}
