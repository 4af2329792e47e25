import { join } from 'node:path';
import type { Config } from '../../config';
import { localDiskStore } from './local-disk';
import type { FileStore } from './types';

export type { FileStore } from './types';

/** The folder local uploads are kept in and served from. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'uploads');

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createFileStore(config: Pick<Config, 'dataDir'>): FileStore {
  return localDiskStore(uploadsDir(config), UPLOADS_URL_PREFIX);
}
