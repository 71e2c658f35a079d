import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Code that never reaches the database or Redis (the import rules keep db/ out of lib/ and the
// media, storage and mail adapters), and the embedded engine's own start and lock: a second run
// on PostgreSQL would repeat the same test.
const engineFreeTests = [
  'apps/server/src/db/pglite-*.test.ts',
  'apps/server/src/lib/**',
  'apps/server/src/adapters/media/**',
  'apps/server/src/adapters/storage/**',
  'apps/server/src/adapters/mail/mailer.test.ts',
];

/**
 * Route-level behaviour, the same whatever the engines under it: with the production engines at
 * hand (TEST_DATABASE_URL, as in CI) these run on PostgreSQL and Redis only. PGlite keeps
 * everything whose outcome can depend on the engine: SQL and migrations (db/, repos, search,
 * the feed's index), the two job engines and what survives a restart on them (jobs/, ingest,
 * video jobs, reminders, mail), the in-memory stores against Redis (sessions, rate limits),
 * concurrency on PGlite's single connection (allowance, payment replay, render caps), start-up
 * and the demo seed. The browser suite runs the whole product on the embedded engines, as
 * `npm start` does. Decision 0029 has the measurement; without TEST_DATABASE_URL (a
 * contributor's machine, `npm run test:fast`) every file runs on PGlite.
 */
const productionEngineOnlyTests = [
  'apps/server/src/http/!(shutdown).test.ts',
  'apps/server/src/features/account/!(session-cache).test.ts',
  'apps/server/src/features/admin/**',
  'apps/server/src/features/contact/**',
  'apps/server/src/features/seo/**',
  'apps/server/src/features/catalog/catalog.test.ts',
  'apps/server/src/features/search/search.routes.test.ts',
  'apps/server/src/features/downloads/{downloads.routes,custom-video,status-size}.test.ts',
  'apps/server/src/features/festivals/{calendar,reminder-email,reminder-slots,reminder-unsubscribe}.test.ts',
  'apps/server/src/features/membership/!(payment-replay).test.ts',
];

/**
 * Server test files that replace a module with `vi.mock`. Those need a module registry of their
 * own; every other server file shares one per worker (`isolate: false`), which loads the server's
 * modules once per worker instead of once per file: the PGlite suite's imports went from 78 s to
 * 10 s and the suite from 237 s to 200 s. Found by reading the files, so a new one joins itself;
 * today there are none (the apps take their stand-ins as options), which saves each engine's run
 * the ~12 s a fresh registry costs.
 */
const moduleMockingTests = readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/src/${file}`)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));

/** The server suite on one engine: shared module registries, and the mocking files apart. */
function serverProjects(
  name: string,
  engine: 'pglite' | 'postgres',
  exclude: string[] = [],
): TestProjectInlineConfiguration[] {
  const common = {
    env: { STAMP_TEST_DB: engine },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: an e-mail sent by a job on a loaded machine
    // takes longer (CI failed a reset-link test this way).
    expect: { poll: { timeout: 15_000 } },
  };
  return [
    {
      test: {
        ...common,
        name,
        include: serverTests,
        exclude: [...configDefaults.exclude, ...exclude, ...moduleMockingTests],
        isolate: false,
      },
    },
    ...(moduleMockingTests.length > 0
      ? [
          {
            test: {
              ...common,
              name: `${name}:isolated`,
              include: moduleMockingTests,
              exclude: [...configDefaults.exclude, ...exclude],
            },
          },
        ]
      : []),
  ];
}

/**
 * The server suite runs on PGlite; with TEST_DATABASE_URL set, as CI does, on PostgreSQL (with
 * Redis for the shared stores) as well, and PGlite then keeps only the engine-sensitive files.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine. The server tests
    // spend about 40% of their time waiting (ffmpeg, sockets, timers), so two workers keep both
    // cores busy: `npm run test:fast` took 256 s with one and 161 s with two (same machine, same load).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/server/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          // The demo content draws with the canvas and encodes reels with ffmpeg (on PATH, or
          // the installer packages): seconds a test, where the shared tests take milliseconds.
          name: 'demo-content',
          include: ['packages/demo-content/src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      ...serverProjects(
        'server:pglite',
        'pglite',
        process.env.TEST_DATABASE_URL ? productionEngineOnlyTests : [],
      ),
      ...(process.env.TEST_DATABASE_URL
        ? serverProjects('server:postgres', 'postgres', engineFreeTests)
        : []),
      ...(process.env.TEST_DATABASE_URL && process.env.REDIS_URL
        ? [
            {
              test: {
                name: 'cluster',
                // Separate processes (two APIs, two workers) on PostgreSQL, Redis and s3rver:
                // alone, after the other groups, so its renders and kills compete with nothing.
                include: ['apps/server/test/cluster/**/*.test.ts'],
                sequence: { groupOrder: 2 },
                testTimeout: 120_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // One production server with a seeded catalog for every browser test file.
          globalSetup: ['e2e/support/global-setup.ts'],
          // One module registry per worker, as the server suite has: every file imports the same
          // Playwright, sharp and axe-core, which cost about 0.9 s a file to load each time.
          isolate: false,
          // Browser tests mostly wait (on Chromium and the server): two files at once even on
          // two cores, where the default would be one. A project with its own worker count needs
          // its own group: the browser tests run after the others.
          maxWorkers: 2,
          // The funnel matrix runs its combinations side by side: more than two at once per
          // file starved two cores (each is a browser, renders and sign-ups) into timeouts.
          maxConcurrency: 2,
          sequence: { groupOrder: 1 },
          // expect.poll gives up after 1 s by default: too short for a page on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
