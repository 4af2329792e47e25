import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, keyOf } from './keys';
import type { FileStore } from './types';

/** The embedded default: files on local disk under `root`, public at `urlPrefix` + key. */
export function localDiskStore(root: string, urlPrefix: string): FileStore {
  const urlOf = (key: string) => urlPrefix + key;
  const removeKey = async (key: string) => {
    if (isSafeKey(key)) await rm(join(root, key), { force: true });
  };
  return {
    urlOf,
    removeKey,
    async put(key, bytes) {
      if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return urlOf(key);
    },
    async read(key) {
      if (!isSafeKey(key)) return undefined;
      return readFile(join(root, key)).catch(() => undefined);
    },
    async remove(url) {
      const key = keyOf(url, urlPrefix);
      if (key) await removeKey(key);
    },
  };
}
