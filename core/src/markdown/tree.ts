/**
 * The tree a Markdown text parses to: strings are text, elements carry one of a fixed set of
 * tags and only the attributes below. A renderer draws it node for node (Preact in the widgets
 * and portal, React in the console); no HTML string is ever built, so markup in a text stays text.
 */
export type MdNode = string | MdElement;

/** The only tags a parse produces; headings start at h3, below a page's or a panel's own h2. */
export type MdTag =
  | 'p'
  | 'br'
  | 'strong'
  | 'em'
  | 's'
  | 'code'
  | 'pre'
  | 'a'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'hr'
  | 'blockquote'
  | 'ul'
  | 'ol'
  | 'li'
  | 'div'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td';

/**
 * The only attributes a parse produces: a link's checked address (opened in a new tab without
 * an opener), an ordered list's start, and a class (`kyu-table`, `kyu-right`, `kyu-center`) for
 * what a style attribute would do, so a strict CSP holds. Named as both Preact and React take them.
 */
export interface MdAttrs {
  readonly href?: string;
  readonly target?: '_blank';
  readonly rel?: 'noopener noreferrer';
  readonly start?: number;
  readonly className?: string;
}

/** One element of the tree. */
export interface MdElement {
  readonly tag: MdTag;
  readonly children: readonly MdNode[];
  readonly attrs?: MdAttrs;
}

/** An element; a short helper since every construct builds one. */
export const el = (tag: MdTag, children: readonly MdNode[] = [], attrs?: MdAttrs): MdElement => ({
  tag,
  children,
  attrs,
});
