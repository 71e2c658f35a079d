import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { type BaseKind, checkBaseFile } from '../lib/base-file';

/** The member's own image or video, ready to preview: its object URL and displayed size. */
export interface BaseFile {
  kind: BaseKind;
  file: File;
  url: string;
  width: number;
  height: number;
}

function imageSize(url: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = url;
  return image.decode().then(() => ({ width: image.naturalWidth, height: image.naturalHeight }));
}

function videoSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      video.videoWidth > 0
        ? resolve({ width: video.videoWidth, height: video.videoHeight })
        : reject(new Error('no picture'));
    video.onerror = () => reject(new Error('unreadable'));
    video.src = url;
  });
}

/**
 * The base the custom editor draws on (spec §5): checked (type, 10 MB images, 100 MB videos),
 * then opened to learn its size, since the design is laid out for it. A file that fails either
 * check is refused with a message and the previous base stays.
 */
export function useBaseFile() {
  const [base, setBase] = useState<BaseFile | null>(null);
  const [opening, setOpening] = useState(false);
  // The last refusal, shown beside the upload until a file is taken (the toast goes away).
  const [error, setError] = useState<string | null>(null);

  // The previous base's object URL goes when it is replaced, and the last one on leaving.
  useEffect(() => () => URL.revokeObjectURL(base?.url ?? ''), [base]);

  const choose = useCallback(async (file: File) => {
    const checked = checkBaseFile(file);
    const refuse = (message: string) => {
      setError(message);
      toast.error(message);
    };
    if (!checked.ok) {
      refuse(checked.message);
      return;
    }
    setOpening(true);
    const url = URL.createObjectURL(file);
    try {
      const size = await (checked.kind === 'image' ? imageSize(url) : videoSize(url));
      setBase({ kind: checked.kind, file, url, ...size });
      setError(null);
    } catch {
      URL.revokeObjectURL(url);
      refuse(
        checked.kind === 'image'
          ? 'This image could not be opened. Please choose a PNG or JPG.'
          : 'This video could not be opened in your browser. Please choose an MP4 video.',
      );
    } finally {
      setOpening(false);
    }
  }, []);

  return { base, opening, error, choose };
}
