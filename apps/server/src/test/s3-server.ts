import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../adapters/storage/s3-storage';

// s3rver's built-in account: it accepts these keys and no others.
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on an ephemeral port, keeping objects in a temp directory,
 * with one empty bucket made for the test. Gives the options an S3Storage needs to use it.
 */
export async function startS3Server(bucket = 'stamp-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'stamp-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    options,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
