import type { Plugin } from 'vite';

/**
 * Refuses to build anything but a production bundle. Vite follows the shell's NODE_ENV, so a
 * developer's `NODE_ENV=development` once made `npm start` ship React's development build (207 KB
 * gzip on the home page instead of about 140, with dev-only checks on every render). The build
 * script sets NODE_ENV=production; this stops any other way of getting there.
 */
export function productionOnly(): Plugin {
  return {
    name: 'stamp:production-only',
    apply: 'build',
    configResolved(config) {
      if (config.isProduction) return;
      throw new Error(
        `Refusing to build a development bundle (mode "${config.mode}", NODE_ENV "${process.env.NODE_ENV}"). ` +
          'Build with `npm run build`, which always builds for production.',
      );
    },
  };
}
