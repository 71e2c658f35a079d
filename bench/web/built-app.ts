import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The production build the server will serve. The bench measures what is there (so a reader can
 * measure a build they made), and builds only when nothing is: the age it prints says which.
 */
export function ensureBuiltWebApp(repoRoot: string): { builtAt: Date; builtNow: boolean } {
  const indexFile = path.join(repoRoot, 'apps/web/dist/index.html');
  // The server's half of the build: the pages it renders to HTML.
  const serverEntry = path.join(repoRoot, 'apps/web/dist-server/entry-server.js');
  let builtNow = false;
  if (!existsSync(indexFile) || !existsSync(serverEntry)) {
    console.error('web: apps/web/dist or dist-server is missing; building it');
    const build = spawnSync('npm', ['run', 'build', '-w', '@stamp/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
    builtNow = true;
  }
  return { builtAt: statSync(indexFile).mtime, builtNow };
}
