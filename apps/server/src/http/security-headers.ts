import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@stamp/shared/web/theme-init';

/** The CSP source that allows exactly index.html's inline theme script, and nothing else. */
export const THEME_SCRIPT_HASH = `sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}`;

/**
 * Security headers, computed once at start-up. (A middleware that rebuilt the policy on every
 * request cost ~6% of an authenticated API call in our profile.) Documents get the whole set;
 * JSON answers only what applies to them: a Content-Security-Policy on JSON protects nothing.
 */
export function securityHeaders(publicUrl: URL) {
  const https = publicUrl.protocol === 'https:';
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-site',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const csp = [
    "default-src 'self'",
    // The one inline script (the theme, set before the first paint) by its hash, and the
    // payment provider's checkout script and window (the payments issue).
    `script-src 'self' '${THEME_SCRIPT_HASH}' https://checkout.razorpay.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.razorpay.com",
    "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    "worker-src 'self' blob:",
    // The installed app's manifest (apps/web/build/pwa.ts); said outright, not left to default-src.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const document: Record<string, string> = {
    ...common,
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'x-frame-options': 'DENY',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  return { document: Object.entries(document), api: Object.entries(common) };
}
