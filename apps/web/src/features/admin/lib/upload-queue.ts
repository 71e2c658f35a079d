import type { UploadStatus } from '@stamp/shared/schemas/admin-catalog';
import { t } from '../messages';

/**
 * The bulk upload's state, as a pure reducer: each file is sent as its own request (at most
 * `MAX_PARALLEL` at once, so a drop of fifty files neither floods the server nor starves the
 * page), then its ingest is polled until it is ready or failed. The hook that runs it
 * (use-upload-queue.ts) only performs what this decides.
 */
export const MAX_PARALLEL = 3;

export type UploadPhase =
  /** Not sent yet: waiting for a free slot. */
  | 'waiting'
  /** The bytes are going up (`sent` is the percentage). */
  | 'sending'
  | 'queued'
  | 'processing'
  | 'ready'
  | 'failed';

export interface UploadItem {
  /** This page's own key (the server's id arrives only once the file is received). */
  key: string;
  file: File;
  /** Where it is sent: a sub-category's uploads, or an item's file (a replacement). */
  path: string;
  /** What the operator sees it is for ("Diwali", or "replaces Happy Diwali"). */
  target: string;
  phase: UploadPhase;
  /** 0–100 of the bytes sent. */
  sent: number;
  uploadId: string | null;
  mediaId: string | null;
  error: string | null;
  /** The server still holds the file: retry asks it to ingest again; else the file is re-sent. */
  retryable: boolean;
}

export type UploadAction =
  | {
      type: 'add';
      files: readonly File[];
      path: string;
      target: string;
      keys: readonly string[];
    }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'received'; key: string; status: UploadStatus }
  | { type: 'sendFailed'; key: string; error: string }
  | { type: 'statuses'; statuses: readonly UploadStatus[] }
  | { type: 'retry'; key: string }
  | { type: 'dismissFinished' };

export function uploadQueue(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  const update = (key: string, change: (item: UploadItem) => UploadItem) =>
    items.map((item) => (item.key === key ? change(item) : item));
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.files.map((file, index) => ({
          key: action.keys[index] ?? `${file.name}-${index}`,
          file,
          path: action.path,
          target: action.target,
          phase: 'waiting' as const,
          sent: 0,
          uploadId: null,
          mediaId: null,
          error: null,
          retryable: false,
        })),
      ];
    case 'start':
      return update(action.key, (item) => ({ ...item, phase: 'sending', sent: 0, error: null }));
    case 'progress':
      return update(action.key, (item) =>
        item.phase === 'sending' ? { ...item, sent: Math.max(item.sent, action.sent) } : item,
      );
    case 'received':
      return update(action.key, (item) => fromStatus({ ...item, sent: 100 }, action.status));
    case 'sendFailed':
      return update(action.key, (item) => ({
        ...item,
        phase: 'failed',
        error: action.error,
        retryable: false,
      }));
    case 'statuses': {
      const byId = new Map(action.statuses.map((status) => [status._id, status]));
      return items.map((item) => {
        const status = item.uploadId ? byId.get(item.uploadId) : undefined;
        return status ? fromStatus(item, status) : item;
      });
    }
    case 'retry':
      return update(action.key, (item) =>
        item.retryable
          ? { ...item, phase: 'queued', error: null }
          : { ...item, phase: 'waiting', sent: 0, uploadId: null, error: null },
      );
    case 'dismissFinished':
      return items.filter((item) => item.phase !== 'ready');
  }
}

function fromStatus(item: UploadItem, status: UploadStatus): UploadItem {
  return {
    ...item,
    uploadId: status._id,
    phase: status.status,
    mediaId: status.mediaId,
    error: status.status === 'failed' ? (status.error ?? t('console.media.processFailed')) : null,
    retryable: status.retryable,
  };
}

/** The files to start now: waiting ones, as many as there are free slots. */
export function nextToSend(items: readonly UploadItem[], limit = MAX_PARALLEL): UploadItem[] {
  const sending = items.filter((item) => item.phase === 'sending').length;
  return items.filter((item) => item.phase === 'waiting').slice(0, Math.max(0, limit - sending));
}

/** The uploads the server is still working on: the next status poll asks about these. */
export function idsToPoll(items: readonly UploadItem[]): string[] {
  return items
    .filter((item) => item.uploadId && (item.phase === 'queued' || item.phase === 'processing'))
    .map((item) => item.uploadId as string);
}

/** Anything not finished: leaving the page now would lose it (or its news). */
export function hasWorkInFlight(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.phase === 'waiting' || item.phase === 'sending');
}

export function summarise(items: readonly UploadItem[]): Record<UploadPhase, number> {
  const counts: Record<UploadPhase, number> = {
    waiting: 0,
    sending: 0,
    queued: 0,
    processing: 0,
    ready: 0,
    failed: 0,
  };
  for (const item of items) counts[item.phase] += 1;
  return counts;
}
