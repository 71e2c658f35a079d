interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Our Content-Security-Policy forbids eval. The first time zod parses an object it probes for eval
 * with `new Function`, and Chrome reports the probe as a CSP violation (Lighthouse counts it
 * against best practices) even though zod catches it. `z.config({ jitless: true })` skips the
 * probe, but calling it here would bring zod's core into every first load (~4 KB gzip), so this
 * sets the same flag on the global object zod keeps its settings in (zod/v4/core/core.js), which
 * works whether zod has loaded yet or not. zod-jitless.test.ts fails if a zod upgrade renames it.
 */
export function makeZodJitless(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
