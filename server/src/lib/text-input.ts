/**
 * Text PostgreSQL cannot keep: a NUL character (refused in `text`, and `\u0000` in `jsonb`) and
 * half of a UTF-16 surrogate pair (silently changed to U+FFFD in `text`, refused in `jsonb`).
 * Refusing them where requests come in, with the field named, turns what were 500s from the
 * database into a 400 the sender can act on.
 */
const NUL = /\0/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request Kyu takes; walking deeper would only spend the stack. */
export const MAX_DEPTH = 32;

export interface TextIssue {
  field: string;
  message: string;
}

function stringIssue(text: string): string | null {
  if (NUL.test(text)) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (it holds half a surrogate pair)';
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first string (or object key) in `value` that PostgreSQL could not keep, or a value
 * nested past MAX_DEPTH, named by its path from `root` (`messages.0.content`). Iterative, so a
 * hostile depth cannot overflow the stack.
 */
export function textIssue(value: unknown, root = ''): TextIssue | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const message = stringIssue(item);
      if (message) return { field: path || 'body', message };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_DEPTH) {
      return { field: path || 'body', message: `is nested more than ${MAX_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(item)) {
      const message = stringIssue(key);
      if (message) return { field: join(path, key), message: `has a name that ${message}` };
      stack.push([child, join(path, key), depth + 1]);
    }
  }
  return null;
}

/**
 * Whether JSON `text` nests past MAX_DEPTH, by one pass over it (strings skipped), so a body of
 * a million `[` is refused before JSON.parse spends the event loop building it.
 */
export function jsonNestsTooDeep(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Past the string: a backslash escapes the next character, whatever it is.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) {
        if (text.charCodeAt(i) === 0x5c) i++;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
