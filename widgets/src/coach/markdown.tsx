import { parseMarkdown, type MdNode } from '@kyu/core/markdown';
import { h, type ComponentChildren } from 'preact';

// Core parses (one parser for the widgets, the portal and the console); this draws its tree as
// Preact nodes. No HTML string is parsed or injected, so markup in a text shows as text. Preact
// takes an element's children as one array and its attributes as undefined when it has none.

const draw = (node: MdNode): ComponentChildren =>
  typeof node === 'string' ? node : h(node.tag, node.attrs as never, node.children.map(draw));

/** A text written in Markdown, drawn safely: no marker reaches the reader. */
export const Markdown = ({ text }: { text: string }) => parseMarkdown(text).map(draw);
