import { createContext, use } from 'react';

/** The HTTP status of a page rendered on the server: a page that finds nothing makes it 404. */
export interface PageStatus {
  code: number;
}

/** Provided by the server's render only; in the browser there is no status to set. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/** Called while the not-found page renders: on the server, the answer becomes a real 404. */
export function useNotFoundStatus(): void {
  const status = use(PageStatusContext);
  if (status) status.code = 404;
}

/** Whether the server already knows this page is not found (its breadcrumb trail is not shown). */
export function useServerNotFound(): boolean {
  return use(PageStatusContext)?.code === 404;
}
