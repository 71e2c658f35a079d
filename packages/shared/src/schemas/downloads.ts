import { z } from 'zod';
import { editorSettingsSchema } from '../editor/settings-schema';
import { okEnvelope } from './envelope';
import { idSchema } from './id-schema';
import { DAILY_LIMIT_MESSAGE } from './limits';

export { DAILY_LIMIT_MESSAGE, DOWNLOAD_LINK_HOURS, DOWNLOAD_LINK_USES } from './limits';

/**
 * `POST /user/download-creative/{mediaId}`. The specification's client sends no body: that is
 * the default design (no banner text, no logo). `watermark: true` asks for the free
 * watermarked file even when a clean one is allowed.
 */
export const downloadBodySchema = z
  .object({
    settings: editorSettingsSchema
      .extend({
        // The old client sent the logo inside the settings as a data URL; ours are uploaded once.
        logoSrc: z
          .never({ error: 'Upload the logo to your brand kit and send its logoId instead' })
          .optional(),
      })
      .optional(),
    logoId: idSchema.nullable().optional(),
    watermark: z.boolean().optional(),
  })
  // Fastify hands a bodiless POST over as null.
  .nullish();
export type DownloadBody = z.infer<typeof downloadBodySchema>;

export const downloadStatusSchema = z.enum(['queued', 'rendering', 'ready', 'failed']);
export type DownloadStatus = z.infer<typeof downloadStatusSchema>;

/** One download as its owner sees it (the result of a render and a row of the history). */
export const downloadSchema = z.object({
  _id: z.string(),
  mediaId: z.string().nullable(),
  title: z.string(),
  type: z.enum(['image', 'video']),
  thumbnailUrl: z.string().nullable(),
  watermarked: z.boolean(),
  status: downloadStatusSchema,
  /** 0–100 while a video renders. */
  progress: z.number().int(),
  error: z.string().nullable(),
  fileName: z.string(),
  /** Where the file is fetched; null until ready and once the link is used up or expired. */
  url: z.string().nullable(),
  usesLeft: z.number().int(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Download = z.infer<typeof downloadSchema>;

/** The render's answer: the spec's `remaining`, and the DESIGN's `downloadId` and `url`. */
export const downloadResultSchema = downloadSchema.extend({
  remaining: z.number().int(),
  downloadId: z.string(),
});
export type DownloadResult = z.infer<typeof downloadResultSchema>;
export const downloadResultEnvelopeSchema = okEnvelope(downloadResultSchema);

export const downloadEnvelopeSchema = okEnvelope(downloadSchema);
export const downloadListEnvelopeSchema = okEnvelope(z.array(downloadSchema)).extend({
  paging: z.object({ nextCursor: z.string().nullable(), limit: z.number().int() }),
});

/** `POST /user/update-download-count` (custom editor): a unit consumed, the count left. */
export const downloadCountEnvelopeSchema = okEnvelope(
  z.object({ remaining: z.number().int(), downloads: z.object({ count: z.number().int() }) }),
);

/** The daily-limit failure carries `used` and `limit` beside the message (spec §3). */
export const dailyLimitErrorSchema = z.object({
  success: z.literal(false),
  message: z.literal(DAILY_LIMIT_MESSAGE),
  code: z.literal('DAILY_LIMIT'),
  used: z.number().int(),
  limit: z.number().int(),
  data: z.object({ used: z.number().int(), limit: z.number().int() }),
});

/**
 * WhatsApp Status size (compose/status-frame.ts). A download's Status-size file is the same design
 * fitted into that frame, part of the same download: no second unit, the same watermark rule, the
 * same link (72 h, 3 uses in all).
 */
export { STATUS_SIZE, statusFileName } from '../compose/status-frame';

/** Which file of a download: the original's size (default) or the Status size. */
export const downloadSizeSchema = z.enum(['original', 'status']);
export type DownloadSize = z.infer<typeof downloadSizeSchema>;
export const downloadFileQuerySchema = z.object({ size: downloadSizeSchema.optional() });

/** `POST /user/downloads/{downloadId}/status-size`: where the Status-size file is fetched. */
export const statusSizeEnvelopeSchema = okEnvelope(
  downloadSchema.extend({ width: z.number().int(), height: z.number().int() }),
);

/** The name a download is saved under (spec §9): title lower-cased, whitespace → `_`. */
export function downloadFileName(title: string, extension: 'png' | 'mp4'): string {
  // Characters no file system accepts are dropped; the rule itself is the spec's.
  const stem = title
    .trim()
    .toLowerCase()
    .replace(/[\\/:*?"<>|]/g, '')
    .replace(/\s+/g, '_')
    .replace(/\p{Cc}/gu, '');
  return `${stem || 'stamp'}_custom.${extension}`;
}
