import {
  CUSTOM_IMAGE_MAX_BYTES,
  CUSTOM_VIDEO_MAX_BYTES,
} from '@stamp/shared/schemas/custom-editor';
import { t } from '../messages';

export type BaseKind = 'image' | 'video';

/** Spec §5's alert for anything that is neither. */
/** Spec §5's alert for a file that is neither an image nor a video. */
export const notMediaMessage = (): string => t('custom.notMedia');

// Some systems give no MIME type for a few common formats (MKV, HEIC); the name decides then.
const IMAGE_EXT = /\.(png|jpe?g|webp|gif|avif)$/i;
const VIDEO_EXT = /\.(mp4|m4v|mov|webm|mkv)$/i;

function kindOf(file: Pick<File, 'type' | 'name'>): BaseKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === '' && IMAGE_EXT.test(file.name)) return 'image';
  if (file.type === '' && VIDEO_EXT.test(file.name)) return 'video';
  return null;
}

/**
 * Whether a chosen file can be the custom editor's base (spec §5): an image up to 10 MB (the
 * hint's 'PNG, JPG up to 10MB', enforced) or a video up to 100 MB; otherwise the message to show.
 */
export function checkBaseFile(
  file: Pick<File, 'type' | 'name' | 'size'>,
): { ok: true; kind: BaseKind } | { ok: false; message: string } {
  const kind = kindOf(file);
  if (!kind) return { ok: false, message: notMediaMessage() };
  if (kind === 'image' && file.size > CUSTOM_IMAGE_MAX_BYTES) {
    return {
      ok: false,
      message: t('custom.imageTooBig', { size: megabytes(file.size) }),
    };
  }
  if (kind === 'video' && file.size > CUSTOM_VIDEO_MAX_BYTES) {
    return {
      ok: false,
      message: t('custom.videoTooBig', { size: megabytes(file.size) }),
    };
  }
  return { ok: true, kind };
}

/** 12582912 → "12 MB", 250000 → "244 KB". */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
}
