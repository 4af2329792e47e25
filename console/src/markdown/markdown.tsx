import { createElement, type ReactNode } from 'react';
import { parseMarkdown, type MdNode } from '@kyu/core/markdown';

// Core parses (the widgets and the portal draw the same tree with Preact); this draws it with
// React. No HTML string is built or injected, so markup in a text shows as text. Children are
// passed as arguments, not an array, so React asks for no keys.

const draw = (node: MdNode): ReactNode =>
  typeof node === 'string'
    ? node
    : createElement(node.tag, node.attrs ?? null, ...node.children.map(draw));

/**
 * A text written in Markdown (a question, an explanation, a report's text), drawn safely: no `**`
 * or backtick reaches the reader. Its headings start at h3, under the page's own h2.
 */
export const Markdown = ({ text, className }: { text: string; className?: string }) =>
  createElement(
    'div',
    { className: className ?? 'kyu-markdown' },
    ...parseMarkdown(text).map(draw),
  );
