import { join } from 'node:path';
import type { Config } from '../../config';
import { localDiskStore } from './local-disk';
import { s3Store } from './s3';
import type { FileStore } from './types';

export type { FileStore, UrlOf } from './types';

/** The folder local uploads are kept in and served from. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'uploads');

const UPLOADS_URL_PREFIX = '/uploads/';

/** S3-compatible storage when S3_BUCKET is set, else the local data folder. */
export function createFileStore(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 's3'>>,
): FileStore {
  return config.s3 ? s3Store(config.s3) : localDiskStore(uploadsDir(config), UPLOADS_URL_PREFIX);
}
