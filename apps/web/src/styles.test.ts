import { readFileSync } from 'node:fs';
import { SCRIPT_FONTS } from '@stamp/shared/compose/script-fonts';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('the banner text field’s font stack (--font-banner)', () => {
  const stack = /--font-banner:([^;]+);/.exec(css)?.[1] ?? '';

  // A script added to the banner's faces but not to the field would be typed as empty boxes on a
  // device with no font of its own for it.
  it.each(SCRIPT_FONTS.map((font) => font.family))('names %s', (family) => {
    expect(stack).toContain(`"${family}"`);
  });

  it('starts with the interface’s own face', () => {
    expect(stack.trim().startsWith('"Inter Variable"')).toBe(true);
  });
});
