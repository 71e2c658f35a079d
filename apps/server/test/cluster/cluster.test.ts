import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleImage, sampleVideo } from '../../src/adapters/media/test-media';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../src/features/membership/sandbox-provider';
import { bullmqJobId } from '../../src/jobs/bullmq-engine';
import { newSignup, TestClient } from '../../src/test/test-app';
import { type Cluster, childrenOf, OPERATOR, type StampProcess, startCluster } from './cluster';

// PostgreSQL and Redis are what several processes share; without them there is no cluster.
const runs = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

let cluster: Cluster;
let a: StampProcess;
let b: StampProcess;
let workers: StampProcess[];
let workDir: string;
let sandbox: SandboxProvider;
let operator: TestClient;
let subCategoryId: string;
// The 20 s 720p reel: its render takes several seconds, time to stop a worker in the middle.
let longReel: string;

describe.skipIf(!runs)(
  'two API processes and two workers on one database, Redis and bucket',
  () => {
    beforeAll(async () => {
      cluster = await startCluster();
      // The first process migrates the new database; the rest start side by side.
      a = await cluster.start('api-a', 'api');
      [b, ...workers] = await Promise.all([
        cluster.start('api-b', 'api'),
        cluster.start('worker-1', 'worker'),
        cluster.start('worker-2', 'worker'),
      ]);
      sandbox = createSandboxProvider(cluster.appSecret);
      workDir = await mkdtemp(path.join(tmpdir(), 'stamp-cluster-files-'));
      operator = new TestClient(a.url);
      const login = await operator.post('/api/v1/user/login', {
        identifier: OPERATOR.email,
        password: OPERATOR.password,
      });
      expect(login.status).toBe(200);
      const category = await operator.post('/api/v1/admin/categories', { name: 'Festivals' });
      const sub = await operator.post(
        `/api/v1/admin/categories/${category.body.data._id}/subcategories`,
        {
          name: 'Diwali',
        },
      );
      subCategoryId = sub.body.data._id;
    }, 180_000);

    afterAll(async () => {
      await cluster?.stop();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    }, 60_000);

    describe('sessions', () => {
      it('a login on A works on B; a logout on A is refused by B within a second', async () => {
        const { onA, onB } = await signedUpOnBoth();
        expect((await onB.get('/api/v1/user/get-user')).body.data).not.toBeNull();
        await onA.get('/api/v1/user/logout');
        await expectWithinASecond(
          async () => (await onB.get('/api/v1/user/get-user')).body.data,
          null,
        );
      });

      it("a password change on A ends the account's other sessions on B", async () => {
        const { onA, details } = await signedUpOnBoth();
        const phone = new TestClient(a.url);
        await phone.post('/api/v1/user/login', {
          identifier: details.email,
          password: details.password,
        });
        const phoneOnB = sameBrowser(phone, b);
        expect((await phoneOnB.get('/api/v1/user/get-user')).body.data).not.toBeNull();
        const change = await onA.post('/api/v1/user/password/change', {
          oldPassword: details.password,
          newPassword: 'a much newer password',
        });
        expect(change.status).toBe(200);
        await expectWithinASecond(
          async () => (await phoneOnB.get('/api/v1/user/get-user')).body.data,
          null,
        );
      });
    });

    it('counts a rate limit across A and B', async () => {
      const { details } = await signedUpOnBoth();
      const statuses: number[] = [];
      // Ten wrong passwords from one client per 15 minutes, wherever they land.
      for (let i = 0; i < 11; i++) {
        const on = new TestClient(i % 2 === 0 ? a.url : b.url);
        const response = await on.post('/api/v1/user/login', {
          identifier: details.email,
          password: 'not the password',
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('serves a catalog write on A fresh from B', async () => {
      const onB = new TestClient(b.url);
      const names = async () =>
        ((await onB.get('/api/v1/user/categories')).body.data as { name: string }[])
          .map((c) => c.name)
          .sort();
      // B has the list cached before the write.
      expect(await names()).toEqual(['Festivals']);
      const created = await operator.post('/api/v1/admin/categories', { name: 'Business' });
      expect(created.status).toBe(201);
      await expectWithinASecond(names, ['Business', 'Festivals']);
    });

    it('gives exactly 10 of 200 concurrent clean downloads to a member with 10 left, split over A and B', async () => {
      const image = await upload('Happy Diwali', 'post', await sampleImagePath());
      const { onA, userId } = await signedUpOnBoth();
      await makeMember(userId, 10);
      const onB = sameBrowser(onA, b);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          (i % 2 === 0 ? onA : onB).post(`/api/v1/user/download-creative/${image}`, {}),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(190);
      expect(responses.filter((r) => r.status === 200).every((r) => !r.body.data.watermarked)).toBe(
        true,
      );
      expect(await remaining(userId)).toBe(0);
    }, 120_000);

    it('renders a video download queued through A exactly once: one render, one file, one unit', async () => {
      const clip = await sampleVideo(path.join(workDir, 'short'), {
        width: 640,
        height: 360,
        durationS: 2,
        audio: true,
        format: 'mp4',
      });
      const reel = await upload('Diwali Reel', 'reel', clip);
      const { onA, userId } = await signedUpOnBoth();
      await makeMember(userId, 5);
      const queued = await onA.post(`/api/v1/user/download-creative/${reel}`, {});
      expect(queued.status).toBe(202);
      const downloadId: string = queued.body.data.downloadId;
      const done = await settled(sameBrowser(onA, b), downloadId);
      expect(done).toMatchObject({ status: 'ready', progress: 100 });
      expect(await timesStarted(downloadId)).toBe(1);
      expect(await filesOf(userId)).toEqual([`${downloadId}.mp4`, `${downloadId}.webp`]);
      expect(await remaining(userId)).toBe(4);
    }, 120_000);

    it('has each process report on /metrics: job durations from the workers, queue depth from an API', async () => {
      const scrape = async (p: StampProcess) => {
        const response = await fetch(`${p.url}/metrics`, {
          headers: { authorization: `Bearer ${cluster.metricsToken}` },
        });
        expect(response.status).toBe(200);
        return response.text();
      };
      const fromWorkers = (await Promise.all(workers.map(scrape))).join('\n');
      expect(fromWorkers).toMatch(
        /stamp_job_duration_seconds_count\{name="video.render",result="done"\} 1/,
      );
      expect(fromWorkers).toMatch(/stamp_renders_total\{kind="video",watermarked="false"\} 1/);
      const fromApi = await scrape(a);
      expect(fromApi).toMatch(/stamp_job_queue_depth\{name="video.render",state="waiting"\} 0/);
      expect(fromApi).toMatch(/stamp_downloads_total\{kind="video",watermarked="false"\} 1/);
    });

    it('finishes a render on the other worker after its worker is killed with SIGKILL, charging once', async () => {
      const clip = await sampleVideo(path.join(workDir, 'long'), {
        width: 1280,
        height: 720,
        durationS: 20,
        audio: true,
        format: 'mp4',
      });
      const reel = await upload('Diwali Long Reel', 'reel', clip);
      longReel = reel;
      const { onA, userId } = await signedUpOnBoth();
      await makeMember(userId, 5);
      const queued = await onA.post(`/api/v1/user/download-creative/${reel}`, {});
      const downloadId: string = queued.body.data.downloadId;
      const renderer = await rendering(onA, downloadId);
      renderer.child.kill('SIGKILL');
      await renderer.exited;
      expect((await onA.get(`/api/v1/user/downloads/${downloadId}`)).body.data.status).toBe(
        'rendering',
      );
      const done = await settled(onA, downloadId, 120_000);
      expect(done).toMatchObject({ status: 'ready', progress: 100 });
      expect(await timesStarted(downloadId)).toBe(2);
      expect(await remaining(userId)).toBe(4);
      expect(await filesOf(userId)).toEqual([`${downloadId}.mp4`, `${downloadId}.webp`]);
    }, 180_000);

    it('hands a render back on SIGTERM, for another worker to finish, charging once', async () => {
      // A stopping worker waits this long for its render (10 s in production): well under the
      // render of the 20 s reel.
      const grace = { SHUTDOWN_GRACE_MS: '1500' };
      for (const w of workers) {
        if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
      }
      await Promise.all(workers.map((w) => w.exited));
      workers = await Promise.all([
        cluster.start('worker-3', 'worker', grace),
        cluster.start('worker-4', 'worker', grace),
      ]);
      const reel = longReel;
      const { onA, userId } = await signedUpOnBoth();
      await makeMember(userId, 5);
      const queued = await onA.post(`/api/v1/user/download-creative/${reel}`, {});
      const downloadId: string = queued.body.data.downloadId;
      const renderer = await rendering(onA, downloadId);
      const stoppedAt = Date.now();
      renderer.child.kill('SIGTERM');
      // It waits out its grace for the render, then hands it back and exits.
      expect(await renderer.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(6_500);
      const done = await settled(onA, downloadId, 120_000);
      expect(done).toMatchObject({ status: 'ready', progress: 100 });
      // Handed back is not a failed try: the other worker started it again, once.
      expect(await timesStarted(downloadId)).toBe(2);
      expect(await remaining(userId)).toBe(4);
    }, 180_000);

    describe('webhooks', () => {
      it('applies the same webhook delivered to A and B at the same moment once', async () => {
        const { subscriptionId, userId } = await subscribed();
        const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
        const event = charged(subscriptionId, `pay_twice_${subscriptionId}`, periodEnd);
        const answers = await Promise.all([
          deliver(a, event, 'evt_twice'),
          deliver(b, event, 'evt_twice'),
        ]);
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        const messages = await Promise.all(
          answers.map(async (r) => ((await r.json()) as { message: string }).message),
        );
        expect(messages.sort()).toEqual(['duplicate', 'processed']);
        expect(await paymentsOf(`pay_twice_${subscriptionId}`)).toBe(1);
        expect(await memberUntil(userId)).toBe(periodEnd);
      });

      it('leaves an event retryable when the process dies between claiming and applying it', async () => {
        const crashing = await cluster.start('api-crashing', 'api', {
          STAMP_TEST_CRASH_AFTER_WEBHOOK_CLAIM: 'true',
        });
        const { subscriptionId, userId } = await subscribed();
        const periodEnd = Math.floor(Date.now() / 1000) + 50 * 86_400;
        const event = charged(subscriptionId, `pay_crash_${subscriptionId}`, periodEnd);
        await expect(deliver(crashing, event, 'evt_crash')).rejects.toThrow();
        await crashing.exited;
        expect(await paymentsOf(`pay_crash_${subscriptionId}`)).toBe(0);
        const { rows } = await cluster.db.query(
          'SELECT 1 FROM webhook_events WHERE event_id = $1',
          ['evt_crash'],
        );
        expect(rows).toHaveLength(0);
        // Razorpay's retry, to another process.
        const retry = await deliver(a, event, 'evt_crash');
        expect(await retry.json()).toMatchObject({ message: 'processed' });
        expect(await paymentsOf(`pay_crash_${subscriptionId}`)).toBe(1);
        expect(await memberUntil(userId)).toBe(periodEnd);
      });
    });
  },
);

/**
 * The live worker rendering the download, once the render is under way (ffmpeg running under
 * its tool helper, some progress reported): a kill now lands in the middle of the file.
 */
async function rendering(client: TestClient, downloadId: string): Promise<StampProcess> {
  return vi.waitFor(
    async () => {
      const { progress } = (await client.get(`/api/v1/user/downloads/${downloadId}`)).body.data;
      if (!(progress > 0)) throw new Error(`the render has not started (progress ${progress})`);
      for (const w of workers) {
        if (w.child.exitCode !== null || w.child.signalCode !== null) continue;
        // Its tools are its helper's children (tool-spawner.ts); the helper stays between them.
        const helpers = await childrenOf(w.child.pid as number);
        if ((await Promise.all(helpers.map(childrenOf))).flat().length > 0) return w;
      }
      throw new Error('no worker has ffmpeg running');
    },
    { timeout: 60_000, interval: 100 },
  );
}

/** A new account, signed in through A, and the same browser talking to B. */
async function signedUpOnBoth() {
  const details = newSignup();
  const onA = new TestClient(a.url);
  const signup = await onA.post('/api/v1/user/signup', details);
  expect(signup.status).toBe(201);
  return { onA, onB: sameBrowser(onA, b), details, userId: signup.body.data._id as string };
}

function sameBrowser(client: TestClient, on: StampProcess): TestClient {
  const moved = new TestClient(on.url);
  moved.cookie = client.cookie;
  return moved;
}

async function expectWithinASecond<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 1000, interval: 25 }).toEqual(expected);
}

async function sampleImagePath(): Promise<string> {
  const file = path.join(workDir, 'diwali.png');
  await writeFile(file, await sampleImage(1080, 1080, 'png'));
  return file;
}

/** Uploads through the operator API on A, as an operator would; returns the media id. */
async function upload(title: string, creativeType: 'post' | 'reel', file: string): Promise<string> {
  const form = new FormData();
  form.set('title', title);
  form.set('creativeType', creativeType);
  form.set('isTrending', 'false');
  form.set('isLatest', 'false');
  form.set('file', new Blob([new Uint8Array(await readFile(file))]), path.basename(file));
  const response = await fetch(`${a.url}/api/v1/admin/subcategories/${subCategoryId}/media`, {
    method: 'POST',
    headers: { cookie: operator.cookie ?? '' },
    body: form,
  });
  const body = (await response.json()) as { data: { _id: string } };
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data._id;
}

async function makeMember(userId: string, left: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await cluster.db.query(
    `INSERT INTO memberships (user_id, plan, status, start_date, end_date)
     VALUES ($1, 'premium', 'active', now(), now() + interval '30 days')`,
    [userId],
  );
  await cluster.db.query(
    'INSERT INTO allowances (user_id, remaining, last_reset) VALUES ($1, $2, $3)',
    [userId, left, today],
  );
}

async function remaining(userId: string): Promise<number> {
  const { rows } = await cluster.db.query('SELECT remaining FROM allowances WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.remaining;
}

/** The download once its render has ended, ready or failed. */
async function settled(client: TestClient, id: string, timeoutMs = 60_000) {
  return vi.waitFor(
    async () => {
      const job = (await client.get(`/api/v1/user/downloads/${id}`)).body.data;
      if (job.status !== 'ready' && job.status !== 'failed') throw new Error(job.status);
      return job;
    },
    { timeout: timeoutMs, interval: 200 },
  );
}

/** How many times a worker started the render's job (BullMQ keeps the count on the job). */
async function timesStarted(downloadId: string): Promise<number> {
  const key = `${cluster.redisPrefix}:jobs:video.render:${bullmqJobId(downloadId)}`;
  return Number(await cluster.redis.hget(key, 'ats'));
}

/** The files in the bucket under a user's downloads, by name. */
async function filesOf(userId: string): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: cluster.s3.endpoint,
    region: cluster.s3.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: cluster.s3.accessKeyId,
      secretAccessKey: cluster.s3.secretAccessKey,
    },
  });
  try {
    const listed = await s3.send(
      new ListObjectsV2Command({
        Bucket: cluster.s3.bucket,
        Prefix: `private/downloads/${userId}/`,
      }),
    );
    return (listed.Contents ?? []).map((o) => path.basename(o.Key ?? '')).sort();
  } finally {
    s3.destroy();
  }
}

/** A customer who created a subscription in the sandbox (not yet charged). */
async function subscribed() {
  const { onA, userId } = await signedUpOnBoth();
  const created = await onA.post('/api/v1/user/subscription/create', { plan: 'pro' });
  expect(created.status).toBe(200);
  return { subscriptionId: created.body.data.subscriptionId as string, userId };
}

const charged = (id: string, paymentId: string, currentEnd: number) => ({
  entity: 'event',
  event: 'subscription.charged',
  created_at: Math.floor(Date.now() / 1000),
  payload: {
    subscription: { entity: { id, status: 'active', current_end: currentEnd } },
    payment: { entity: { id: paymentId, amount: 19900, status: 'captured', subscription_id: id } },
  },
});

function deliver(to: StampProcess, event: object, eventId: string) {
  const body = JSON.stringify(event);
  return fetch(`${to.url}/api/v1/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sandbox.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
}

async function paymentsOf(providerPaymentId: string): Promise<number> {
  const { rows } = await cluster.db.query(
    'SELECT count(*)::int AS n FROM payments WHERE provider_payment_id = $1',
    [providerPaymentId],
  );
  return rows[0].n;
}

async function memberUntil(userId: string): Promise<number> {
  const { rows } = await cluster.db.query('SELECT end_date FROM memberships WHERE user_id = $1', [
    userId,
  ]);
  return Math.round(new Date(rows[0].end_date).getTime() / 1000);
}
