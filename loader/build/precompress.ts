import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every script and stylesheet of the
 * build, at the highest levels: they are compressed once here instead of on every request, and
 * the server sends the twin the browser accepts (@fastify/static's `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'kyu-precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const path = join(dir, file);
            const source = await readFile(path);
            const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
            await writeFile(`${path}.br`, await brotli(source, { params }));
            await writeFile(`${path}.gz`, await gzipped(source, { level: 9 }));
          }),
      );
    },
  };
}
