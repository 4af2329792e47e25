// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext, Script } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KYU_JS = 'https://kyu.example/widgets/kyu.js';

let outDir: string;
let kyuJs: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'kyu-loader-'));
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: { outDir },
    logLevel: 'silent',
  });
  kyuJs = await readFile(join(outDir, 'kyu.js'), 'utf8');
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

/**
 * Runs the built kyu.js as a classic script of a school's page holding `<kyu-login>`: the
 * addresses it imports (the browser would fetch them; `import()` is stood in for, as a vm script
 * cannot import without a flag), and the global names it leaves behind.
 */
async function runOnASchoolPage() {
  const imported: string[] = [];
  const login = { tagName: 'KYU-LOGIN' };
  const page = {
    document: {
      currentScript: { src: KYU_JS, dataset: {} },
      baseURI: 'https://school.example/homework/',
      documentElement: {},
      querySelector: (selector: string) => (selector === 'kyu-login' ? login : null),
      querySelectorAll: () => [],
    },
    location: new URL('https://school.example/homework/'),
    customElements: { get: () => undefined, define: () => undefined },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    console: { error: () => undefined },
    URL,
    kyuImport: (url: string) => {
      imported.push(url);
      return new Promise(() => undefined);
    },
  };
  const context = createContext({ ...page });
  // A page's global object is its window.
  context['window'] = context;
  const code = kyuJs.replaceAll('import(', 'kyuImport(');
  new Script(code, { filename: KYU_JS }).runInContext(context);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const added = Object.keys(context).filter((name) => !(name in page) && name !== 'window');
  return { imported, added };
}

describe('the built script tag', () => {
  it('imports each chunk from beside kyu.js, not relative to the school page', async () => {
    const { imported } = await runOnASchoolPage();
    expect(imported).toHaveLength(2);
    for (const url of imported) expect(url).toMatch(/^https:\/\/kyu\.example\/widgets\/chunks\//);
    expect(imported.some((url) => /\/chunks\/login-[\w-]{8}\.js$/.test(url))).toBe(true);
    expect(imported.some((url) => /\/chunks\/runtime-[\w-]{8}\.js$/.test(url))).toBe(true);
  });

  it("leaves only the documented window.Kyu among the page's globals", async () => {
    expect((await runOnASchoolPage()).added).toEqual(['Kyu']);
  });

  it('parses as a classic script, with no import.meta or relative import', () => {
    expect(() => new Script(kyuJs)).not.toThrow();
    expect(kyuJs).not.toMatch(/import\.meta|\bimport\(`\.\//);
  });
});
