import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the pictures go: e2e/screens-out/ (git-ignored), or SCREENS_OUT. Each role's pictures
 * are in a folder of its own with a `shots.json` of what each showed, and index.html puts every
 * role's pictures side by side, each with its problems, to look through as a school would.
 */
export const OUT =
  process.env.SCREENS_OUT ?? fileURLToPath(new URL('../screens-out', import.meta.url));

/** One picture and what was wrong on it. */
export interface Shot {
  path: string;
  width: number;
  file: string;
  problems: string[];
}

/** Empties a role's folder, so no picture of an earlier run is taken for this one's. */
export function clearRole(role: string) {
  rmSync(join(OUT, role), { recursive: true, force: true });
  mkdirSync(join(OUT, role), { recursive: true });
}

/** The file name of a path's picture at a width, inside its role's folder. */
export const shotFile = (role: string, path: string, width: number) =>
  join(role, `${path.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}.${width}.png`);

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Saves a role's shots and rewrites the index from every role's saved so far. */
export function saveAlbum(role: string, shots: Shot[]) {
  writeFileSync(join(OUT, role, 'shots.json'), JSON.stringify(shots, null, 1));
  const roles = readdirSync(OUT, { withFileTypes: true }).filter((d) =>
    existsSync(join(OUT, d.name, 'shots.json')),
  );
  const sections = roles.map(({ name }) => {
    const saved = JSON.parse(readFileSync(join(OUT, name, 'shots.json'), 'utf8')) as Shot[];
    const figures = saved.map(
      (s) =>
        `<figure><a href="${s.file}"><img loading="lazy" src="${s.file}" alt=""></a>` +
        `<figcaption>${escape(s.path)} · ${s.width}` +
        s.problems.map((p) => `<br><b>${escape(p)}</b>`).join('') +
        '</figcaption></figure>',
    );
    return `<h2 id="${name}">${name}</h2>${figures.join('')}`;
  });
  writeFileSync(
    join(OUT, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>Kyu screens</title>' +
      '<style>body{font:14px system-ui;margin:1rem}figure{display:inline-block;vertical-align:top;' +
      'width:320px;margin:0 1rem 1rem 0}img{width:100%;max-height:480px;object-fit:cover;' +
      'object-position:top;border:1px solid #ccc}b{color:#b00;font-weight:normal}</style>' +
      sections.join(''),
  );
}
