import { basename, dirname, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The loader's module that turns a chunk's path into an address next to kyu.js. */
const CHUNK_URL = fileURLToPath(new URL('../src/chunk-url.ts', import.meta.url));
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * kyu.js runs as a classic script on a school's page, usually from another origin. There,
 * `import('./chunks/x.js')` resolves against about:blank (a cross-origin classic script has
 * muted errors, so the browser gives it no base URL), and `import.meta.url` would not even
 * parse. So each `import('…')` written in the given loader modules becomes a separate entry
 * chunk, imported by the absolute address `chunkUrl` makes of its path next to kyu.js. The
 * chunks themselves are module scripts and import each other by relative path, as usual.
 */
export function chunkUrls(include: RegExp): Plugin {
  return {
    name: 'kyu-chunk-urls',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const calls = include.test(id) ? [...code.matchAll(DYNAMIC_IMPORT)] : [];
      if (calls.length === 0) return null;
      const replacements = new Map<string, string>();
      for (const [call, , specifier] of calls) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) this.error(`${id}: cannot resolve ${specifier}`);
        const reference = this.emitFile({
          type: 'chunk',
          id: resolved.id,
          // A widget's chunk is named after its folder (coach-[hash].js), other modules after their file.
          name: chunkName(resolved.id),
        });
        replacements.set(call, `import(chunkUrl(import.meta.ROLLUP_FILE_URL_${reference}))`);
      }
      const rewritten = code.replace(DYNAMIC_IMPORT, (call) => replacements.get(call)!);
      return {
        code: `import { chunkUrl } from ${JSON.stringify(CHUNK_URL)};\n${rewritten}`,
        map: null,
      };
    },
    // The chunk's path relative to kyu.js, as a plain string: the default is an expression on
    // import.meta.url, which a classic script cannot parse.
    resolveFileUrl: ({ relativePath, moduleId }) =>
      include.test(moduleId) ? JSON.stringify(relativePath) : null,
  };
}

const chunkName = (id: string) =>
  /^element\.tsx?$/.test(basename(id)) ? basename(dirname(id)) : parse(id).name;
