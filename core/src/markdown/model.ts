import { inline } from './inline';
import { el, type MdElement, type MdNode } from './tree';

// Markdown as teachers, question writers and models write it (headings, quotes, nested lists,
// tables, code, rules, emphasis, links) parsed into a small tree (tree.ts) that the
// widgets' and the console's renderers draw. One parser, so a text reads the same everywhere.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})[ \t]/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( *)([-*+]|(\d{1,9})[.)])(?:[ \t](.*))?$/;

const indent = (line: string) => line.length - line.trimStart().length;
const blank = (line: string | undefined) => line !== undefined && line.trim() === '';
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** A table's rule of dashes under its head: `| --- | :-: |`, each cell dashes with optional colons. */
const isTableRule = (line: string) =>
  line.includes('-') && cells(line).every((cell) => /^:?-+:?$/.test(cell));

/** True when `lines[i]` opens a table: a row of cells over a rule of dashes. */
const isTable = (lines: string[], i: number) =>
  lines[i]!.includes('|') &&
  isTableRule(lines[i + 1] ?? '') &&
  cells(lines[i + 1]!).length === cells(lines[i]!).length;

function startsBlock(lines: string[], i: number): boolean {
  const line = lines[i]!;
  return (
    [FENCE, HEADING, RULE, QUOTE].some((pattern) => pattern.test(line)) ||
    (ITEM.test(line) && indent(line) < 4) ||
    isTable(lines, i)
  );
}

function table(lines: string[], i: number): [MdElement, number] {
  const align = cells(lines[i + 1]!).map((c) =>
    c.endsWith(':') ? { className: c.startsWith(':') ? 'kyu-center' : 'kyu-right' } : undefined,
  );
  const head = cells(lines[i]!);
  const rows: string[][] = [];
  for (i += 2; i < lines.length && lines[i]!.includes('|') && !blank(lines[i]); i++)
    rows.push(cells(lines[i]!));
  const row = (values: string[], cell: 'th' | 'td') =>
    el(
      'tr',
      head.map((_, c) => el(cell, inline(values[c] ?? ''), align[c])),
    );
  const node = el(
    'div',
    [
      el('table', [
        el('thead', [row(head, 'th')]),
        el(
          'tbody',
          rows.map((r) => row(r, 'td')),
        ),
      ]),
    ],
    { className: 'kyu-table' },
  );
  return [node, i];
}

/** A list and where it ends; items keep their own blocks (paragraphs, nested lists, code). */
function list(lines: string[], i: number, depth: number): [MdElement, number] {
  const first = ITEM.exec(lines[i]!)![3];
  const ordered = first !== undefined;
  const start = Number(first ?? 1);
  const items: string[][] = [];
  let loose = false;
  for (let m = ITEM.exec(lines[i]!); m && (m[3] !== undefined) === ordered;) {
    const marker = m[1]!.length;
    const content = marker + m[2]!.length + 1;
    const item = [(m[4] ?? '').trimStart()];
    for (i++; i < lines.length; i++) {
      const line = lines[i]!;
      let next = i;
      while (blank(lines[next])) next++;
      if (blank(line) && next < lines.length && indent(lines[next]!) > marker) item.push('');
      else if (!blank(line) && indent(line) > marker)
        item.push(line.slice(Math.min(indent(line), content)));
      else if (!blank(line) && !startsBlock(lines, i)) item.push(line);
      else break;
    }
    items.push(item);
    let j = i;
    while (blank(lines[j])) j++;
    m = j < lines.length ? ITEM.exec(lines[j]!) : null;
    if (!m || indent(lines[j]!) > 3 || (m[3] !== undefined) !== ordered) break;
    loose ||= j > i || item.includes('');
    i = j;
  }
  const children = items.map((item) => el('li', blocks(item, !loose, depth + 1)));
  return [
    ordered ? el('ol', children, start === 1 ? undefined : { start }) : el('ul', children),
    i,
  ];
}

/** Quotes and lists nest no deeper than this; past it, a hostile text's lines stay text. */
const MAX_DEPTH = 8;

/** The blocks of some lines; in a tight list item a paragraph is bare text, as Markdown has it. */
function blocks(lines: string[], tight = false, depth = 0): MdNode[] {
  if (depth > MAX_DEPTH) return [el('p', [lines.join(' ')])];
  const out: MdNode[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    let m: RegExpExecArray | null;
    if (blank(line)) {
      i++;
    } else if ((m = FENCE.exec(line))) {
      const close = m[1]!;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(close); i++)
        body.push(lines[i]!);
      i++;
      out.push(el('pre', [el('code', [body.join('\n')])]));
    } else if ((m = HEADING.exec(line))) {
      // A text sits under its page's or panel's own h2.
      const tag = `h${Math.min(m[1]!.length + 2, 6)}` as 'h3';
      // Its text without a closing run of `#`s after a space. Cut apart from HEADING, where a lazy
      // `(.*?)` before optional trailing spaces and `#`s would try every split of a long line;
      // here only a space starts the closing run, so each character is tried once.
      out.push(
        el(
          tag,
          inline(
            line
              .slice(m[0].length)
              .trim()
              .replace(/[ \t]#+$/, '')
              .trimEnd(),
          ),
        ),
      );
      i++;
    } else if (RULE.test(line)) {
      out.push(el('hr'));
      i++;
    } else if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (
        ;
        i < lines.length &&
        (QUOTE.test(lines[i]!) || (inner.length && !blank(lines[i]) && !startsBlock(lines, i)));
        i++
      )
        inner.push(lines[i]!.replace(QUOTE, ''));
      out.push(el('blockquote', blocks(inner, false, depth + 1)));
    } else if (ITEM.test(line)) {
      const [node, next] = list(lines, i, depth);
      out.push(node);
      i = next;
    } else if (isTable(lines, i)) {
      const [node, next] = table(lines, i);
      out.push(node);
      i = next;
    } else {
      const para: string[] = [];
      for (; i < lines.length && !blank(lines[i]) && (!para.length || !startsBlock(lines, i)); i++)
        para.push(lines[i]!.trim());
      const text = para.flatMap((l, n) => (n ? [el('br'), ...inline(l)] : inline(l)));
      out.push(...(tight ? text : [el('p', text)]));
    }
  }
  return out;
}

/** The blocks of a Markdown text as a tree; markup in it stays text (tree.ts). */
export function parseMarkdown(text: string): MdNode[] {
  return blocks(text.replace(/\r\n?/g, '\n').split('\n'));
}

/** Tags whose text runs on in the line; any other element's words end with a space. */
const INLINE_TAGS = new Set(['strong', 'em', 's', 'code', 'a']);

/** The words of a tree, without markers: for a title, a label or a spoken text. */
export function treeText(nodes: readonly MdNode[]): string {
  return nodes
    .map((n) =>
      typeof n === 'string'
        ? n
        : INLINE_TAGS.has(n.tag)
          ? treeText(n.children)
          : `${treeText(n.children)} `,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/ …$/, '…')
    .trim();
}

/**
 * A short cut of a Markdown text as plain words, for a list or a report row. A cut made before it
 * arrived (the server sends 160 characters) may end inside a span, so its opened markers go too.
 */
export function markdownExcerpt(text: string): string {
  return treeText(parseMarkdown(text))
    .replace(/\*{2,}|_{2,}|~{2,}|`+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ …$/, '…')
    .trim();
}
