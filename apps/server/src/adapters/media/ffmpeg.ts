import { createRequire } from 'node:module';
import { runTool } from './run-tool';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/** Paths set by the operator (FFMPEG_PATH / FFPROBE_PATH, read by config.ts). */
export interface FfmpegPaths {
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
}

type Tool = 'ffmpeg' | 'ffprobe';

const require = createRequire(import.meta.url);
// The npm packages that ship a static build inside node_modules (DESIGN.md "Media pipeline"),
// so the README's commands work on a machine without ffmpeg. Their builds are older (ffmpeg
// from 2018) but have libx264, AAC and the overlay filter, all we use.
const INSTALLER_PACKAGE: Record<Tool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};
// `-version` answers in ~30 ms; a binary that hangs longer than this is not usable anyway.
const VERSION_TIMEOUT_MS = 10_000;

/**
 * Where each tool is looked for, best first: the configured path, the name on PATH (the
 * system's, usually newer), then the installer package's binary (absent if the package does
 * not support this platform).
 */
export function binaryCandidates(tool: Tool, configured: string | undefined): string[] {
  if (configured) return [configured];
  const candidates: string[] = [tool];
  const installed = installerPath(tool);
  if (installed) candidates.push(installed);
  return candidates;
}

function installerPath(tool: Tool): string | undefined {
  try {
    return (require(INSTALLER_PACKAGE[tool]) as { path: string }).path;
  } catch {
    return undefined;
  }
}

/**
 * The first candidate of each tool that runs. A configured path that does not run is an error
 * (a typo in FFMPEG_PATH should not silently fall back to another build).
 */
export async function locateFfmpeg(paths: FfmpegPaths = {}): Promise<FfmpegBinaries> {
  const [ffmpeg, ffprobe] = await Promise.all([
    locate('ffmpeg', paths.ffmpegPath),
    locate('ffprobe', paths.ffprobePath),
  ]);
  return { ffmpeg, ffprobe };
}

async function locate(tool: Tool, configured: string | undefined): Promise<string> {
  const candidates = binaryCandidates(tool, configured);
  for (const candidate of candidates) {
    const works = await runTool(candidate, ['-version'], { timeoutMs: VERSION_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    if (works) return candidate;
  }
  throw new Error(
    configured
      ? `${tool} at ${configured} (${tool.toUpperCase()}_PATH) does not run`
      : `no working ${tool}: tried ${candidates.join(', ')}; install ffmpeg or set ${tool.toUpperCase()}_PATH`,
  );
}

let defaultBinaries: Promise<FfmpegBinaries> | undefined;

/** locateFfmpeg() without configured paths, looked up once per process. */
export function defaultFfmpeg(): Promise<FfmpegBinaries> {
  defaultBinaries ??= locateFfmpeg().catch((error: unknown) => {
    defaultBinaries = undefined;
    throw error;
  });
  return defaultBinaries;
}
