import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EDITOR_DEFAULTS } from '@stamp/shared/editor/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleVideo } from '../../adapters/media/test-media';
import { allowances, downloads } from '../../db/schema';
import { signedInMember, signedInOperator } from '../../test/test-accounts';
import { startTestApp, type TestApp } from '../../test/test-app';

let quiet: TestApp;
let runner: TestApp | undefined;
let workDir: string;

beforeAll(async () => {
  // This process renders nothing: the render stays queued until the runner below starts.
  quiet = await startTestApp({ jobsOff: true });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'stamp-delete-render-'));
}, 60_000);
afterAll(async () => {
  await runner?.close();
  await quiet?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('deleting an item with a video render queued for it', () => {
  it('the render fails cleanly and the member gets the unit back', async () => {
    const operator = await signedInOperator(quiet);
    const admin = quiet.services.catalogAdmin;
    const category = await admin.createCategory('Reels');
    const sub = await admin.createSubCategory(category._id, 'Festive Reels');
    const reel = await admin.addMedia(
      sub._id,
      {
        filePath: await sampleVideo(workDir, {
          width: 320,
          height: 568,
          durationS: 1,
          audio: false,
          format: 'mp4',
        }),
      },
      { title: 'Going Away', creativeType: 'reel', isTrending: false, isLatest: false },
    );
    const { client, userId } = await signedInMember(quiet, 2);
    const queued = await client.post(`/api/v1/user/download-creative/${reel._id}`, {
      settings: EDITOR_DEFAULTS,
    });
    expect(queued.status).toBe(202);
    const downloadId = queued.body.data.downloadId as string;
    const left = async () =>
      (await quiet.db.select().from(allowances).where(eq(allowances.userId, userId)))[0]?.remaining;
    expect(await left()).toBe(1);

    const deleted = await operator.request('DELETE', `/api/v1/admin/media/${reel._id}`);
    expect(deleted.status).toBe(200);
    const [row] = await quiet.db.select().from(downloads).where(eq(downloads.id, downloadId));
    expect(row?.mediaId).toBeNull();

    runner = await startTestApp({ database: quiet.database });
    await expect
      .poll(async () => (await client.get(`/api/v1/user/downloads/${downloadId}`)).body.data, {
        timeout: 60_000,
      })
      .toMatchObject({ status: 'failed' });
    expect(await left()).toBe(2);
  });
});
