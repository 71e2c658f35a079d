import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@stamp/shared/web/theme-init';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  const csp = (url: string) =>
    new Map(securityHeaders(new URL(url)).document).get('content-security-policy') ?? '';

  it('lets documents run our own scripts and the inline theme script, nothing else inline', () => {
    const scriptSrc = csp('http://localhost:3000')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' https://checkout.razorpay.com`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('upgrades requests only behind https', () => {
    expect(csp('https://stamp.example')).toContain('upgrade-insecure-requests');
    expect(csp('http://localhost:3000')).not.toContain('upgrade-insecure-requests');
  });
});
