import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from './types';

/** Keys are made by our code, but are checked anyway so a bad one can never leave the folder. */
const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** The embedded default: files on local disk under `root`, public at `urlPrefix` + key. */
export function localDiskStore(root: string, urlPrefix: string): FileStore {
  return {
    async put(key, bytes) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key: ${key}`);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return urlPrefix + key;
    },
    async remove(url) {
      if (!url.startsWith(urlPrefix)) return;
      const key = url.slice(urlPrefix.length);
      if (!SAFE_KEY.test(key)) return;
      await rm(join(root, key), { force: true });
    },
  };
}
