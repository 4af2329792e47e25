/**
 * Linear scans for what a regex would do in quadratic time on a hostile text: a pattern such as
 * `/\s+$/` or `/\[([^\]]*)\]\(/` is tried again from every character of a long run that
 * something else ends, so 60,000 characters cost seconds of the one thread every request shares.
 * (The browser packages have the same in @kyu/core/text, which the server may not import.)
 */

const isSpace = (char: string) => /\s/.test(char);

/** `text` without the run of characters at its end that `drop` matches. */
export function trimEndWhere(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** `text` without the run of characters at its start that `drop` matches. */
export function trimStartWhere(text: string, drop: (char: string) => boolean): string {
  let start = 0;
  while (start < text.length && drop(text[start]!)) start++;
  return text.slice(start);
}

/**
 * `text` without its last word and the space before it: what cutting a text short keeps, so it
 * does not end in half a word. A text of one word is kept whole.
 */
export function withoutLastWord(text: string): string {
  const upToWord = trimEndWhere(text, (char) => !isSpace(char));
  return upToWord ? trimEndWhere(upToWord, isSpace) : text;
}

/**
 * Markdown links and images as plain words: `[words](url)` becomes its words, `![alt](src)` its
 * alt text, or nothing when `images` is 'drop'. One pass that remembers the next `]` and `)`,
 * where a regex looks for them again from every `[`.
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
