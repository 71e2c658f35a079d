/** Text written into HTML by the server: page heads and the data pages hydrate from. */

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a double-quoted attribute: nothing in it can end either. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPED[c] ?? c);
}

/**
 * JSON inside a `<script>` element of data (`application/ld+json`, `application/json`): `<` is
 * written as `\u003c`, so a title holding `</script>` or `<!--` cannot end the element;
 * U+2028/2029 likewise, for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
