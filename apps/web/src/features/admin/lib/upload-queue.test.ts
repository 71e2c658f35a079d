import type { UploadStatus } from '@stamp/shared/schemas/admin-catalog';
import { describe, expect, it } from 'vitest';
import {
  hasWorkInFlight,
  idsToPoll,
  nextToSend,
  summarise,
  type UploadItem,
  uploadQueue,
} from './upload-queue';

const file = (name: string) => new File(['x'], name);
const status = (over: Partial<UploadStatus>): UploadStatus => ({
  _id: 'u1',
  subCategoryId: 's',
  fileName: 'a.jpg',
  status: 'queued',
  progress: 0,
  error: null,
  mediaId: null,
  replaces: null,
  retryable: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

function added(count: number): UploadItem[] {
  const files = Array.from({ length: count }, (_, i) => file(`f${i}.jpg`));
  return uploadQueue([], {
    type: 'add',
    files,
    path: '/subcategories/s/uploads',
    target: 'Diwali',
    keys: files.map((_, i) => `k${i}`),
  });
}

describe('the upload queue', () => {
  it('sends at most three files at once', () => {
    let items = added(5);
    expect(nextToSend(items).map((i) => i.key)).toEqual(['k0', 'k1', 'k2']);
    items = uploadQueue(items, { type: 'start', key: 'k0' });
    items = uploadQueue(items, { type: 'start', key: 'k1' });
    expect(nextToSend(items).map((i) => i.key)).toEqual(['k2']);
    items = uploadQueue(items, { type: 'start', key: 'k2' });
    expect(nextToSend(items)).toEqual([]);
    expect(hasWorkInFlight(items)).toBe(true);
  });

  it('follows a file from progress to the server status, and polls only unfinished ones', () => {
    let items = uploadQueue(added(2), { type: 'start', key: 'k0' });
    items = uploadQueue(items, { type: 'progress', key: 'k0', sent: 40 });
    items = uploadQueue(items, { type: 'progress', key: 'k0', sent: 30 });
    expect(items[0]?.sent).toBe(40);
    items = uploadQueue(items, { type: 'received', key: 'k0', status: status({ _id: 'u1' }) });
    expect(items[0]).toMatchObject({ phase: 'queued', sent: 100, uploadId: 'u1' });
    expect(idsToPoll(items)).toEqual(['u1']);
    items = uploadQueue(items, {
      type: 'statuses',
      statuses: [status({ _id: 'u1', status: 'ready', mediaId: 'm1' })],
    });
    expect(items[0]).toMatchObject({ phase: 'ready', mediaId: 'm1' });
    expect(idsToPoll(items)).toEqual([]);
    expect(summarise(items)).toMatchObject({ ready: 1, waiting: 1 });
  });

  it('retries on the server when it kept the file, and re-sends it otherwise', () => {
    let items = uploadQueue(added(2), { type: 'start', key: 'k0' });
    items = uploadQueue(items, { type: 'received', key: 'k0', status: status({ _id: 'u1' }) });
    items = uploadQueue(items, {
      type: 'statuses',
      statuses: [status({ _id: 'u1', status: 'failed', error: 'Too big', retryable: true })],
    });
    expect(items[0]).toMatchObject({ phase: 'failed', error: 'Too big', retryable: true });
    items = uploadQueue(items, { type: 'retry', key: 'k0' });
    expect(items[0]).toMatchObject({ phase: 'queued', uploadId: 'u1', error: null });

    items = uploadQueue(items, { type: 'start', key: 'k1' });
    items = uploadQueue(items, { type: 'sendFailed', key: 'k1', error: 'Not an image' });
    expect(items[1]).toMatchObject({ phase: 'failed', retryable: false });
    items = uploadQueue(items, { type: 'retry', key: 'k1' });
    expect(items[1]).toMatchObject({ phase: 'waiting', sent: 0, uploadId: null });
  });

  it('clears the finished ones on request', () => {
    let items = uploadQueue(added(2), { type: 'start', key: 'k0' });
    items = uploadQueue(items, {
      type: 'received',
      key: 'k0',
      status: status({ status: 'ready', mediaId: 'm' }),
    });
    expect(uploadQueue(items, { type: 'dismissFinished' }).map((i) => i.key)).toEqual(['k1']);
  });
});
