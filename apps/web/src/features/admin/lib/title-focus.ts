let lastPath: string | null = null;

/**
 * Whether a console page just shown at `pathname` was navigated to (focus goes to its title) or
 * is the first page of the visit (focus stays where the browser put it). Called once per shown
 * page; a repeat for the same path (React's strict mode runs effects twice) is not a navigation.
 * `navigationType` is React Router's: the first console page counts as navigated to when a link
 * led there (the header's Admin entry: PUSH, then the landing redirect: REPLACE), not when the
 * visit started on it (POP).
 */
export function focusTitleOnNavigation(
  pathname: string,
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
): boolean {
  const navigated = lastPath === null ? navigationType !== 'POP' : lastPath !== pathname;
  lastPath = pathname;
  return navigated;
}

/** The id of the console page's h1 (ConsolePage). */
export const CONSOLE_TITLE_ID = 'console-title';

/**
 * Puts focus on the page's title: for when what had it is gone (a deleted row, whose dialog
 * would otherwise hand focus back to nothing).
 */
export function focusConsoleTitle(): void {
  document.getElementById(CONSOLE_TITLE_ID)?.focus({ preventScroll: true });
}
