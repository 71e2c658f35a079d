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
