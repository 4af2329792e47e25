// @vitest-environment node
import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { compactCss } from './compact-css';

const STYLES = '/repo/widgets/src/quiz/styles.ts';
const plugin = compactCss(/[\\/]styles\.ts$/);
const run = (code: string, id = STYLES) => {
  const transform = plugin.transform as (code: string, id: string) => TransformResult | null;
  return transform.call({}, code, id);
};

describe('compactCss', () => {
  it('minifies a stylesheet kept in a template string, comments and indentation gone', () => {
    const code = `export const CSS = \`
/* A comment. */
.kyu-quiz h2, .kyu-quiz h3 { margin: 0; }
.kyu-opt { padding: .5rem .75rem;
  border: 1px solid #D1D5DB; }
\`;`;
    expect(run(code)?.code).toBe(
      'export const CSS = ".kyu-quiz h2,.kyu-quiz h3{margin:0}.kyu-opt{border:1px solid #d1d5db;padding:.5rem .75rem}";',
    );
  });

  it('leaves other files, and template strings with substitutions, as they are', () => {
    expect(run('export const CSS = `a { color: red; }`;', '/repo/widgets/src/quiz/quiz.tsx')).toBe(
      null,
    );
    const code = 'export const CSS = `a { color: ${colour}; }`;';
    expect(run(code)?.code).toBe(code);
  });

  it('fails the build on CSS that does not parse', () => {
    expect(() => run('export const CSS = `a { color red; }`;')).toThrow(/Unexpected token/);
  });
});
