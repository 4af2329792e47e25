import { el, type MdNode } from './tree';

// The spans of a Markdown line, in the order they are tried: an escaped ASCII punctuation mark, `code`, an
// <autolink>, an image (its text only: a text loads nothing), a [link](url), ***both***,
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

/** The only link targets a text may carry: http(s) and mailto. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

// Only a checked address becomes a link: <autolinks> and bare addresses are http(s) or mailto by
// their pattern, and a [label](url) is checked below. No pattern lets a space into an address.
const link = (href: string, label: MdNode[]): MdNode =>
  el('a', label, { href, target: '_blank', rel: 'noopener noreferrer' });

/** The spans of one line of text as tree nodes; markup in it stays text. */
export function inline(text: string, depth = 0): MdNode[] {
  // Spans nest no deeper than 6; past it, a hostile text's markers stay text.
  if (depth > 6) return [text];
  const nested = (span: string) => inline(span, depth + 1);
  const out: MdNode[] = [];
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.push(rest.slice(0, m.index));
    const [whole, escaped, code, auto, alt, label, href, both, s1, s2, struck, e1, e2, bare] = m;
    const url = auto ?? bare;
    const strong = s1 ?? s2;
    const em = e1 ?? e2;
    // An unsafe [label](url) keeps its words, as spans in the line.
    if (label !== undefined)
      out.push(...(SAFE_HREF.test(href!) ? [link(href!, nested(label))] : nested(label)));
    else
      out.push(
        escaped ??
          alt ??
          (code !== undefined
            ? el('code', [code])
            : url !== undefined
              ? link(url, [url])
              : both !== undefined
                ? el('strong', [el('em', nested(both))])
                : strong !== undefined
                  ? el('strong', nested(strong))
                  : struck !== undefined
                    ? el('s', nested(struck))
                    : em !== undefined
                      ? el('em', nested(em))
                      : whole),
      );
    rest = rest.slice(m.index + whole.length);
  }
  if (rest) out.push(rest);
  return out;
}
