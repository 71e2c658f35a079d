import { isId } from '@stamp/shared/schemas/ids';
export interface Crumb {
  label: string;
  href: string;
  /** The path segment it was read from ('' for Home): the layout names our own pages in the
   * interface's language. */
  segment: string;
}

const NUMBER = /^\d+$/;

/** "good-morning-quotes" → "Good Morning Quotes". */
function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The spec's breadcrumb rules (§2 "Shared layout"): start with Home; a segment that is a
 * 24-hex id or a number is not a crumb but lengthens the previous crumb's link; the segment
 * 'category' is skipped; names are de-hyphenated and title-cased. Fewer than two crumbs: none.
 */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/', segment: '' }];
  let href = '';
  for (const segment of pathname.split('/').filter(Boolean)) {
    href += `/${segment}`;
    if (isId(segment) || NUMBER.test(segment)) {
      const previous = crumbs.at(-1);
      if (previous && crumbs.length > 1) previous.href = href;
      continue;
    }
    if (segment === 'category') continue;
    crumbs.push({ label: titleCase(segment), href, segment });
  }
  return crumbs.length > 1 ? crumbs : [];
}

/**
 * Pages that never show breadcrumbs (spec §2), and the reminder e-mail's unsubscribe page: like a
 * reset link, reached from an e-mail, and its `Reminders` crumb would lead nowhere.
 */
export function hidesBreadcrumbs(pathname: string): boolean {
  return (
    pathname.startsWith('/custom-editor') ||
    pathname.startsWith('/reset-password') ||
    pathname.startsWith('/reminders/')
  );
}
