import {
  ADMIN_MEDIA_SORTS,
  PUBLICATION_STATUSES,
  type Publication,
} from '@stamp/shared/schemas/admin-catalog';
import type { CreativeType, MediaType } from '@stamp/shared/schemas/catalog';

/**
 * The media grid's filters, kept in the address beside the page (`?sub=…&type=video&q=diwali`),
 * so a reload or a shared link shows the same grid, and read back to the server's query. Values
 * the server would refuse are dropped here instead of showing an error page.
 */
export const MEDIA_PAGE_SIZE = 24;
export const CREATIVE_TYPES = ['post', 'story', 'reel', 'aiGenerated'] as const;
export type MediaSort = (typeof ADMIN_MEDIA_SORTS)[number];

export interface MediaFilters {
  subCategoryId?: string;
  type?: MediaType;
  creativeType?: CreativeType;
  trending?: boolean;
  latest?: boolean;
  publication?: Publication;
  q?: string;
  sort: MediaSort;
  page: number;
}

/** Each filter's name in the address. */
const KEYS = {
  subCategoryId: 'sub',
  type: 'type',
  creativeType: 'creative',
  trending: 'trending',
  latest: 'latest',
  publication: 'status',
  q: 'q',
} as const;
type FilterKey = keyof typeof KEYS;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const flag = (value: string | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

export function readMediaFilters(search: URLSearchParams): MediaFilters {
  const sub = search.get(KEYS.subCategoryId);
  const pageText = search.get('page') ?? '';
  const q = (search.get(KEYS.q) ?? '').trim().slice(0, 100);
  return {
    subCategoryId: sub && /^[a-f0-9]{24}$/.test(sub) ? sub : undefined,
    type: oneOf(['image', 'video'] as const, search.get(KEYS.type)),
    creativeType: oneOf(CREATIVE_TYPES, search.get(KEYS.creativeType)),
    trending: flag(search.get(KEYS.trending)),
    latest: flag(search.get(KEYS.latest)),
    publication: oneOf(PUBLICATION_STATUSES, search.get(KEYS.publication)),
    q: q || undefined,
    sort: oneOf(ADMIN_MEDIA_SORTS, search.get('sort')) ?? 'newest',
    page: /^\d{1,4}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1,
  };
}

/** The address after one filter changed: back to page 1, since the rows before it changed. */
export function withFilter(
  search: URLSearchParams,
  key: FilterKey | 'sort',
  value: string | boolean | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const name = key === 'sort' ? 'sort' : KEYS[key];
  if (value === undefined || value === '' || (key === 'sort' && value === 'newest')) {
    next.delete(name);
  } else next.set(name, String(value));
  next.delete('page');
  return next;
}

export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [...Object.values(KEYS), 'page']) next.delete(name);
  return next;
}

export function activeFilterCount(filters: MediaFilters): number {
  return (Object.keys(KEYS) as FilterKey[]).filter((key) => filters[key] !== undefined).length;
}

/** The server's query string for the grid. */
export function mediaQueryString(filters: MediaFilters): string {
  const query = new URLSearchParams();
  const { page, sort, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) query.set(key, String(value));
  }
  query.set('sort', sort);
  query.set('page', String(page));
  query.set('pageSize', String(MEDIA_PAGE_SIZE));
  return query.toString();
}
