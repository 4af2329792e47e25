import type { ComponentChildren, VNode } from 'preact';

// A small Markdown subset (paragraphs, line breaks, **bold**, *em*, `code`, fenced code, lists and
// links) turned straight into Preact nodes. No HTML string is ever parsed or injected, so a
// reply that contains markup shows it as text and no script can run.

const INLINE =
  /`([^`\n]+)`|\*\*(.+?)\*\*|\*(?=\S)(.+?)\*|(?<!\w)_(?=\S)(.+?)_(?!\w)|\[([^\]\n]+)\]\(([^)\s]+)\)/;

/** True for the only link targets a reply may carry: http(s) and mailto. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}

function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let rest = text;
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [whole, code, strong, em, em2, label, href] = match;
    if (code !== undefined) out.push(<code>{code}</code>);
    else if (strong !== undefined) out.push(<strong>{inline(strong)}</strong>);
    else if (em !== undefined || em2 !== undefined) out.push(<em>{inline(em ?? em2 ?? '')}</em>);
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      out.push(
        <a href={href.trim()} target="_blank" rel="noopener noreferrer">
          {inline(label)}
        </a>,
      );
    else out.push(label ?? whole);
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push(rest);
  return out;
}

function lines(text: string[]): ComponentChildren[] {
  return text.flatMap((line, i) => (i === 0 ? inline(line) : [<br />, ...inline(line)]));
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** The blocks of a Markdown text, as Preact nodes. */
export function markdown(text: string): VNode[] {
  const blocks: VNode[] = [];
  const all = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < all.length) {
    const line = all[i]!;
    if (line.trim() === '') {
      i++;
    } else if (line.trimStart().startsWith('```')) {
      const body: string[] = [];
      for (i++; i < all.length && !all[i]!.trimStart().startsWith('```'); i++) body.push(all[i]!);
      i++;
      blocks.push(
        <pre>
          <code>{body.join('\n')}</code>
        </pre>,
      );
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      for (; i < all.length && pattern.test(all[i]!); i++) items.push(pattern.exec(all[i]!)![1]!);
      const children = items.map((item) => <li>{inline(item)}</li>);
      blocks.push(pattern === BULLET ? <ul>{children}</ul> : <ol>{children}</ol>);
    } else {
      const para: string[] = [];
      for (; i < all.length && all[i]!.trim() !== '' && !isBlockStart(all[i]!); i++)
        para.push(all[i]!.replace(/^#{1,6}\s+/, ''));
      blocks.push(<p>{lines(para)}</p>);
    }
  }
  return blocks;
}

function isBlockStart(line: string): boolean {
  return BULLET.test(line) || NUMBERED.test(line) || line.trimStart().startsWith('```');
}

/** A reply's text rendered as safe Markdown. */
export function Markdown({ text }: { text: string }) {
  return <>{markdown(text)}</>;
}
