import { isId } from '@stamp/shared/schemas/ids';

export const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** The item/editor page is `/{itemId}`: it hides the site header and banner (spec §2). */
export function isItemPage(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return segments.length === 1 && isId(segments[0] ?? '');
}

/** The search box is hidden when the path has exactly one segment (spec §2). */
export function hidesSearch(pathname: string): boolean {
  return segmentsOf(pathname).length === 1;
}

/**
 * The operator console: `/admin` and everything under it, except `/admin/{id}`, which is the
 * spec's `/{categoryName}/{categoryId}` for a category named "Admin" (no console page has an
 * id as its only segment).
 */
export function isConsolePage(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  if (segments[0]?.toLowerCase() !== 'admin') return false;
  return !(segments.length === 2 && isId(segments[1] ?? ''));
}
