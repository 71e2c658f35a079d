/**
 * The address after a search box settles on `text`: `?q=…` (left out when empty), back on page 1
 * (the rows before it are others now). Other parameters (sort, filters) stay.
 */
export function withSearchText(
  search: URLSearchParams,
  name: string,
  text: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const trimmed = text.trim();
  if (trimmed) next.set(name, trimmed);
  else next.delete(name);
  next.delete('page');
  return next;
}
