/** How many characters a shortened text keeps before its ellipsis (overview §9). */
export const TRUNCATE_LENGTH = 50;

/** What a blank text shows instead (overview §9). */
export const EMPTY_TEXT = 'Empty text';

/**
 * A text fit for a narrow place: 'Empty text' when blank, else cut at `max` characters (50 by
 * default) with an ellipsis, whole code points only so an emoji is never split in two.
 */
export function truncateText(text: string | null | undefined, max = TRUNCATE_LENGTH): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return EMPTY_TEXT;
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * `text` without the run of characters at its end that `drop` matches. A scan back from the end,
 * where `replace(/[…]+$/, '')` would retry the run from each of its characters (quadratic in a
 * long run that something else ends).
 */
export function trimEndWhere(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/**
 * Markdown links and images as plain words: `[words](url)` becomes its words, `![alt](src)` its
 * alt text (or nothing when `images` is 'drop'). One pass that remembers the next `]` and `)`,
 * where a regex would look for them again from every `[` (quadratic in a text of many `[`).
 */
export function linksAsText(text: string, images: 'alt' | 'drop' = 'alt'): string {
  let out = '';
  let copied = 0;
  let bracket = -1;
  let paren = -1;
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
    if (bracket < open) bracket = text.indexOf(']', open);
    // No `]` after this `[` means none after any later one either.
    if (bracket === -1) break;
    if (text[bracket + 1] !== '(') continue;
    if (paren < bracket) paren = text.indexOf(')', bracket + 2);
    if (paren === -1) break;
    const image = open > copied && text[open - 1] === '!';
    out += text.slice(copied, image ? open - 1 : open);
    if (!(image && images === 'drop')) out += text.slice(open + 1, bracket);
    copied = paren + 1;
    open = paren;
  }
  return out + text.slice(copied);
}
