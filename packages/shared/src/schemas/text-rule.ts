/**
 * The one rule every piece of text we accept follows, in forms and on the server: no C0 control
 * characters but tab, newline and carriage return, no DEL, and well-formed UTF-16 (no lone
 * surrogate). A NUL or a lone surrogate cannot be stored by PostgreSQL (`text` refuses both),
 * draws as nothing on a banner, and has no place in a name, a message or an id.
 */
const FORBIDDEN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_RULE_MESSAGE = 'Text must not contain control characters or broken Unicode';

/** Whether `text` breaks the rule above. */
export function hasForbiddenText(text: string): boolean {
  return FORBIDDEN_TEXT.test(text);
}

/**
 * The path (`a.b.0`) of the first string, or object key, in a parsed JSON value or query that
 * breaks the rule, or null when all is well. Recursion is bounded by the caller's depth check.
 */
export function findForbiddenText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findForbiddenText(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (hasForbiddenText(key)) return here;
    const found = findForbiddenText(item, here);
    if (found) return found;
  }
  return null;
}
