import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Elements whose end starts a new paragraph of the text. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
]);

/** Elements whose content is code or styling, never words to read. */
const HIDDEN = new Set(['script', 'style']);

const NBSP = 0xa0;
const ignore = () => undefined;

/**
 * HTML (a question in a Moodle file) as the plain text Kyu keeps: tags dropped, `<br>` a line
 * break, the end of a paragraph, list item, heading or table row a blank line, entities decoded
 * (named, decimal and hex; `&nbsp;` a plain space), scripts and styles left out.
 *
 * htmlparser2's tokenizer reads the HTML in one pass, as a browser would (`a < b` and a lone
 * `<` stay text, an attribute may hold `>`, a comment may hold tags). Its Parser is not used:
 * it keeps open elements in a list it searches and shifts at every tag, which is quadratic in a
 * file of 200,000 nested `<div>`s; the text needs no tree, so the tokenizer's events suffice.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  // The script or style being skipped; the tokenizer gives its content as one text up to its end.
  let hidden: string | null = null;
  const name = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      if (!hidden) out.push(html.slice(start, end));
    },
    ontextentity(codepoint) {
      if (!hidden) out.push(codepoint === NBSP ? ' ' : String.fromCodePoint(codepoint));
    },
    onopentagname(start, end) {
      const tag = name(start, end);
      if (tag === 'br') out.push('\n');
      else if (HIDDEN.has(tag)) hidden = tag;
    },
    onclosetag(start, end) {
      const tag = name(start, end);
      if (tag === hidden) hidden = null;
      else if (BLOCKS.has(tag)) out.push('\n\n');
      else if (tag === 'br') out.push('\n');
    },
    // A CDATA section in HTML is a comment to a browser, so it shows nothing either.
    oncdata: ignore,
    onattribdata: ignore,
    onattribentity: ignore,
    onattribend: ignore,
    onattribname: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onopentagend: ignore,
    onprocessinginstruction: ignore,
    onselfclosingtag: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return out
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
