import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkEdge, checkRepository, importsOf } from './import-zones';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const web = (file: string) => `apps/web/src/${file}`;
const server = (file: string) => `apps/server/src/${file}`;
const broken = (from: string, to: string) => checkEdge({ from, to }).map((v) => v.rule);

describe('import zones', () => {
  it('hold across the product code (a violation names the file, the import and the rule)', () => {
    expect(checkRepository(REPO_ROOT)).toEqual([]);
  });

  it('refuse a web feature importing another feature, or app/', () => {
    expect(
      broken(
        web('features/catalog/routes/ItemPage.tsx'),
        web('features/editor/components/DesignEditor.tsx'),
      ),
    ).toEqual(['web: a feature never imports another feature']);
    expect(broken(web('features/catalog/routes/HomePage.tsx'), web('app/router.tsx'))).toEqual([
      'web: a feature never imports app/',
    ]);
    expect(broken(web('lib/user.ts'), web('features/account/api/login.ts'))).toHaveLength(1);
  });

  it('let a web feature use its own parts and the shared folders, and app/ use anything', () => {
    expect(
      broken(
        web('features/editor/components/CustomEditor.tsx'),
        web('features/editor/hooks/use-design.ts'),
      ),
    ).toEqual([]);
    expect(broken(web('features/editor/hooks/use-design.ts'), web('lib/api.ts'))).toEqual([]);
    expect(
      broken(web('app/routes/ItemRoute.tsx'), web('features/editor/components/DesignEditor.tsx')),
    ).toEqual([]);
  });

  it('refuse server code that runs against routes → services → repos', () => {
    expect(
      broken(
        server('features/catalog/catalog.routes.ts'),
        server('features/catalog/catalog.repo.ts'),
      ),
    ).toEqual(['server: routes never import repos or db (routes → services → repos)']);
    expect(
      broken(server('features/downloads/downloads.service.ts'), server('http/byte-range.ts')),
    ).toEqual(['server: services, repos and jobs never import routes or http']);
    expect(broken(server('lib/metrics.ts'), server('jobs/job-types.ts'))).toEqual([
      'server: lib imports only lib and the settings',
    ]);
    expect(
      broken(server('adapters/mail/smtp-mailer.ts'), server('features/account/account.service.ts')),
    ).toHaveLength(1);
  });

  it("refuse another server feature's internals, not its service", () => {
    expect(
      broken(
        server('features/downloads/downloads.service.ts'),
        server('features/catalog/catalog.repo.ts'),
      ),
    ).toEqual(["server: another feature's repos, caches and routes are its own (use its service)"]);
    expect(
      broken(
        server('features/downloads/downloads.service.ts'),
        server('features/catalog/catalog.service.ts'),
      ),
    ).toEqual([]);
    // The composition root wires repos and caches into services.
    expect(broken(server('services.ts'), server('features/catalog/catalog.repo.ts'))).toEqual([]);
  });

  it('keep the apps apart and packages/shared free of them; tests may reach in', () => {
    expect(broken(web('lib/api.ts'), server('lib/errors.ts'))).toHaveLength(1);
    expect(broken('packages/shared/src/schemas/user.ts', web('lib/api.ts'))).toHaveLength(1);
    expect(broken('packages/demo-content/src/generate-demo.ts', server('lib/ids.ts'))).toHaveLength(
      1,
    );
    expect(
      broken(server('features/search/search.test.ts'), server('features/catalog/catalog.repo.ts')),
    ).toEqual([]);
  });

  it('load the demo content only when a seed runs, and never in the web app', () => {
    const content = 'pkg:@stamp/demo-content/generate-demo';
    expect(broken(server('features/demo/seed-demo.ts'), content)).toEqual([]);
    expect(broken(server('main.ts'), content)).toHaveLength(1);
    const seed = server('features/demo/seed-demo.ts');
    const job = server('features/demo/demo-seed.job.ts');
    expect(checkEdge({ from: job, to: seed, dynamic: true })).toEqual([]);
    expect(checkEdge({ from: job, to: seed, typeOnly: true })).toEqual([]);
    expect(checkEdge({ from: job, to: seed }).map((v) => v.rule)).toEqual([
      'server: the code that loads the demo content is loaded with import() (seed-demo.ts)',
    ]);
    expect(broken(web('lib/api.ts'), 'pkg:@stamp/shared/node/canvas-fonts')).toHaveLength(1);
    expect(broken(web('lib/api.ts'), 'pkg:@stamp/shared/schemas/ids')).toEqual([]);
  });

  it('read static, re-exported, side-effect and dynamic imports, resolved to files', () => {
    const source = [
      "import { api } from '../../../lib/api';",
      "import type { User } from '@stamp/shared/schemas/user';",
      "import { z } from 'zod';",
      "export { paths } from '../../../config/paths';",
      "import '../../../styles.css';",
      "const page = () => import('../routes/HomePage');",
    ].join('\n');
    const edges = importsOf(web('features/catalog/components/X.tsx'), source, REPO_ROOT);
    expect(edges).toEqual([
      { from: edges[0]?.from, to: web('lib/api.ts') },
      { from: edges[0]?.from, to: 'pkg:@stamp/shared/schemas/user', typeOnly: true },
      { from: edges[0]?.from, to: web('config/paths.ts') },
      { from: edges[0]?.from, to: web('styles.css') },
      { from: edges[0]?.from, to: web('features/catalog/routes/HomePage.tsx'), dynamic: true },
    ]);
  });
});
