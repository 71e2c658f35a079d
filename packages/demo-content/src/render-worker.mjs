// piscina starts its threads with a plain `import()` of this file; Node 20 cannot load
// TypeScript itself and vitest's workers do not inherit tsx, so load the task through tsx's
// API (as adapters/media/image-worker.mjs does).
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./render-task.ts', import.meta.url);

export default task.default;
