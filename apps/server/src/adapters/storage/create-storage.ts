import type { StorageConfig } from '../../config-storage';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';

/** The engine the configuration names: an S3 bucket when S3_* is set, else `<DATA_DIR>/media`. */
export function createStorage(config: StorageConfig, appSecret: string): DiskStorage | S3Storage {
  if (config.kind === 's3') {
    const { kind: _kind, ...options } = config;
    return new S3Storage(options);
  }
  return new DiskStorage({ root: config.root, secret: appSecret });
}
