export { Markdown } from './markdown';
