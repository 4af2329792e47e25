export * from './tree';
export { markdownExcerpt, parseMarkdown, treeText } from './model';
