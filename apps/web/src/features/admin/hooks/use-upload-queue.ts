import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { invalidateAfterWrite } from '../api/admin-api';
import { getUploadStatuses, retryUpload, sendFile } from '../api/media-uploads';
import { idsToPoll, nextToSend, type UploadItem, uploadQueue } from '../lib/upload-queue';
import { t } from '../messages';

// The ingest of an image takes about a second, a short video a few: a poll a second and a half
// shows each step without asking more than the status route needs.
const POLL_MS = 1_500;

let counter = 0;
const newKey = () => `upload-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Runs the upload queue (lib/upload-queue.ts): starts each waiting file when a slot frees up,
 * reports its bytes, polls the server's ingest status while any is unfinished, and refreshes the
 * grid when one becomes ready.
 */
export function useUploadQueue() {
  const [items, dispatch] = useReducer(uploadQueue, []);
  const sending = useRef(new Set<string>());
  const queryClient = useQueryClient();

  useEffect(() => {
    for (const item of nextToSend(items)) {
      // A file is sent once per attempt, even if this effect runs again before `start` lands.
      if (sending.current.has(item.key)) continue;
      sending.current.add(item.key);
      dispatch({ type: 'start', key: item.key });
      sendFile(item.path, item.file, (sent) => dispatch({ type: 'progress', key: item.key, sent }))
        .then((status) => dispatch({ type: 'received', key: item.key, status }))
        .catch((error: unknown) => {
          const message = error instanceof ApiError ? error.message : t('console.media.sendFailed');
          dispatch({ type: 'sendFailed', key: item.key, error: message });
        })
        .finally(() => sending.current.delete(item.key));
    }
  }, [items]);

  const pollIds = idsToPoll(items).join(',');
  useEffect(() => {
    if (!pollIds) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const statuses = await getUploadStatuses(pollIds.split(','));
        if (!stopped) dispatch({ type: 'statuses', statuses });
      } catch {
        // A missed poll is tried again on the next tick; the list keeps its last known state.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollIds]);

  const readyCount = items.filter((item) => item.phase === 'ready').length;
  useEffect(() => {
    if (readyCount > 0) void invalidateAfterWrite(queryClient);
  }, [readyCount, queryClient]);

  const add = useCallback((files: readonly File[], path: string, target: string) => {
    if (files.length === 0) return;
    dispatch({ type: 'add', files, path, target, keys: files.map(newKey) });
  }, []);

  const retry = useCallback(async (item: UploadItem) => {
    if (item.retryable && item.uploadId) {
      try {
        const status = await retryUpload(item.uploadId);
        dispatch({ type: 'retry', key: item.key });
        dispatch({ type: 'statuses', statuses: [status] });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t('console.media.retryRefused'));
      }
      return;
    }
    dispatch({ type: 'retry', key: item.key });
  }, []);

  const clearFinished = useCallback(() => dispatch({ type: 'dismissFinished' }), []);
  return { items, add, retry, clearFinished };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;
