import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES_HI, messageInHindi } from './messages-hi';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The server's and the shared package's source, where every message we translate is written. */
function sources(): string {
  const dirs = ['apps/server/src', 'packages/shared/src'];
  return dirs
    .flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .filter((file) => !file.includes('messages-hi'))
        .map((file) => readFileSync(path.join(ROOT, dir, file), 'utf8')),
    )
    .join('\n');
}

describe('server messages in Hindi', () => {
  it('translates exact messages and fills placeholders, and leaves unknown ones in English', () => {
    expect(messageInHindi('Invalid email/phone or password')).toBe('ईमेल/फ़ोन या पासवर्ड गलत है');
    expect(messageInHindi('Too many attempts. Please try again in 5 minutes.')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 5 मिनट बाद फिर से कोशिश करें।',
    );
    expect(messageInHindi('Password must be at least 8 characters')).toBe(
      'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    );
    expect(messageInHindi('A message nobody translated')).toBe('A message nobody translated');
  });

  it('has no entry for a message the code no longer says', () => {
    const code = sources();
    const stale = Object.keys(MESSAGES_HI).filter((english) => {
      // A message with a placeholder is written as a template: its longest fixed part must be there.
      const fixed = english.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0] ?? '';
      return !code.includes(fixed.trim());
    });
    expect(stale).toEqual([]);
  });
});
