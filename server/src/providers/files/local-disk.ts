import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, keyOf } from './keys';
import type { FileStore } from './types';

/** The embedded default: files on local disk under `root`, public at `urlPrefix` + key. */
export function localDiskStore(root: string, urlPrefix: string): FileStore {
  return {
    async put(key, bytes) {
      if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return urlPrefix + key;
    },
    async remove(url) {
      const key = keyOf(url, urlPrefix);
      if (key) await rm(join(root, key), { force: true });
    },
  };
}
