// piscina starts its threads with a plain `import()` of this file. Node 20 cannot load
// TypeScript by itself, and a thread inherits tsx only when the process was started with
// `--import tsx` (the server is, vitest's workers are not), so load the worker through tsx's API,
// which works in both cases.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./image-worker.ts', import.meta.url);

export default worker.default;
export const renderDownloadTask = worker.renderDownloadTask;
export const renderPictureTask = worker.renderPictureTask;
