import type { ComponentChildren } from 'preact';

// The spans of a Markdown line, in the order they are tried: an escaped ASCII punctuation mark, `code`, an
// <autolink>, an image (its text only: a reply loads nothing), a [link](url), ***both***,
// **strong** or __strong__, ~~struck~~, *em* or _em_, and a bare web address. Each span is at
// most SPAN characters long, so an unclosed marker costs a bounded look-ahead, not the line.
const SPAN = 300;
// The escape's class is ASCII punctuation in four ranges, written short (`!-/` and so on): these
// bytes are in every coach's download.
/* eslint-disable regexp/no-obscure-range */
const INLINE = new RegExp(
  [
    String.raw`\\([!-/:-@[-${'`'}{-~])`,
    String.raw`${'`'}([^${'`'}\n]{1,${SPAN}})${'`'}`,
    String.raw`<((?:https?:\/\/|mailto:)[^\s>]{1,${SPAN}})>`,
    String.raw`!\[([^\]\n]{0,${SPAN}})\]\([^)\s]{0,${SPAN}}(?:\s+"[^"\n]{0,${SPAN}}")?\)`,
    String.raw`\[([^\]\n]{1,${SPAN}})\]\(([^)\s]{1,${SPAN}})(?:\s+"[^"\n]{0,${SPAN}}")?\)`,
    String.raw`\*\*\*(?=\S)(.{1,${SPAN}}?)\*\*\*`,
    String.raw`\*\*(?=\S)(.{1,${SPAN}}?)\*\*|\b__(?=\S)(.{1,${SPAN}}?)__\b`,
    String.raw`~~(?=\S)(.{1,${SPAN}}?)~~`,
    String.raw`\*(?=\S)(.{1,${SPAN}}?)\*|\b_(?=\S)(.{1,${SPAN}}?)_\b`,
    String.raw`(https?:\/\/[^\s<]{1,${SPAN}}[^\s<.,:;"')\]])`,
  ].join('|'),
);
/* eslint-enable regexp/no-obscure-range */

/** Spans nest no deeper than this; past it, a hostile reply's markers stay text. */
const MAX_DEPTH = 6;

/** True for the only link targets a reply may carry: http(s) and mailto. */
export function isSafeHref(href: string): boolean {
  return /^(?:https?:\/\/|mailto:)/i.test(href.trim());
}

const link = (href: string, label: ComponentChildren) =>
  isSafeHref(href) ? (
    <a href={href.trim()} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    label
  );

/** The spans of one line of text as Preact nodes; markup in it stays text. */
export function inline(text: string, depth = 0): ComponentChildren[] {
  if (depth > MAX_DEPTH) return [text];
  const nested = (span: string) => inline(span, depth + 1);
  const out: ComponentChildren[] = [];
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const [
      whole,
      escaped,
      code,
      auto,
      alt,
      label,
      href,
      both,
      strong,
      strong2,
      struck,
      em,
      em2,
      bare,
    ] = m;
    if (escaped !== undefined) out.push(escaped);
    else if (code !== undefined) out.push(<code>{code}</code>);
    else if (auto !== undefined) out.push(link(auto, auto));
    else if (alt !== undefined) out.push(alt);
    else if (label !== undefined) out.push(link(href!, nested(label)));
    else if (both !== undefined)
      out.push(
        <strong>
          <em>{nested(both)}</em>
        </strong>,
      );
    else if (strong !== undefined || strong2 !== undefined)
      out.push(<strong>{nested(strong ?? strong2!)}</strong>);
    else if (struck !== undefined) out.push(<s>{nested(struck)}</s>);
    else if (em !== undefined || em2 !== undefined) out.push(<em>{nested(em ?? em2!)}</em>);
    else if (bare !== undefined) out.push(link(bare, bare));
    else out.push(whole);
    rest = rest.slice(m.index + whole.length);
  }
  if (rest) out.push(rest);
  return out;
}
