import { defaultFfmpeg, type FfmpegBinaries, type FfmpegPaths, locateFfmpeg } from './ffmpeg';
import {
  createImagePool,
  type RenderDownload,
  type RenderImage,
  type RenderPicture,
} from './image-pool';
import { renderVideoDownload, type VideoDownloadJob } from './video-download';

/** The media engines the ingest (and later the download renders) run on. */
export interface MediaTools {
  /** Renders image renditions on the worker-thread pool. */
  renderImage: RenderImage;
  /** Renders a marketplace image download on the same pool. */
  renderDownload: RenderDownload;
  /** Renders a smaller picture of a design (reminder e-mails) on the same pool. */
  renderPicture: RenderPicture;
  /** Renders a video download with ffmpeg, in a process of its own. */
  renderVideoDownload(job: VideoDownloadJob): Promise<{ bytes: number }>;
  /** The ffmpeg/ffprobe to use, looked up on first use so a server without them still starts. */
  ffmpeg(): Promise<FfmpegBinaries>;
  /** Stops the image threads after queued work. Call on shutdown. */
  close(): Promise<void>;
}

export interface MediaToolsOptions extends FfmpegPaths {
  imageThreads?: number;
}

export function createMediaTools(options: MediaToolsOptions = {}): MediaTools {
  const pool = createImagePool(
    options.imageThreads === undefined ? {} : { maxThreads: options.imageThreads },
  );
  const configured = Boolean(options.ffmpegPath || options.ffprobePath);
  let binaries: Promise<FfmpegBinaries> | undefined;
  return {
    renderImage: pool.render,
    renderDownload: pool.renderDownload,
    renderPicture: pool.renderPicture,
    renderVideoDownload,
    ffmpeg() {
      if (!configured) return defaultFfmpeg();
      binaries ??= locateFfmpeg(options);
      return binaries;
    },
    close: () => pool.close(),
  };
}
