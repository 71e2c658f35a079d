import type { StorageConfig } from '../../config-storage';
import { DiskStorage } from './disk-storage';
import type { S3Storage } from './s3-storage';

/**
 * The engine the configuration names: an S3 bucket when S3_* is set, else `<DATA_DIR>/media`.
 * The AWS SDK is loaded only for S3: a third of a second of every embedded start otherwise.
 */
export async function createStorage(
  config: StorageConfig,
  appSecret: string,
): Promise<DiskStorage | S3Storage> {
  if (config.kind === 's3') {
    const { kind: _kind, ...options } = config;
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(options);
  }
  return new DiskStorage({ root: config.root, secret: appSecret });
}
