const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const COLON = 0x3a;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

/** What a parser would build from some XML: how many elements, paragraphs and rows, how deep. */
export interface XmlShape {
  elements: number;
  paragraphs: number;
  rows: number;
  depth: number;
  /** A DOCTYPE can declare entities that expand without end; Word never writes one. */
  doctype: boolean;
}

export const emptyShape = (): XmlShape => ({
  elements: 0,
  paragraphs: 0,
  rows: 0,
  depth: 0,
  doctype: false,
});

const isNameEnd = (byte: number) =>
  byte === GT || byte === SLASH || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** Whether the element name from `start` to `end` has the local name (after any prefix) `local`. */
function localNameIs(bytes: Buffer, start: number, end: number, local: string) {
  let from = start;
  for (let i = start; i < end; i++) if (bytes[i] === COLON) from = i + 1;
  if (end - from !== local.length) return false;
  for (let i = 0; i < local.length; i++) if (bytes[from + i] !== local.charCodeAt(i)) return false;
  return true;
}

/**
 * Adds the shape of one XML part to `shape`, in one pass over its bytes (UTF-8 needs no decoding:
 * every byte of markup is ASCII, and no byte of a multi-byte character is). Paragraphs and table
 * rows are elements named `p` and `tr` under any prefix, since a parser goes by namespace, not
 * by the prefix a file happens to use. Malformed XML stops the count; the parser refuses it.
 */
export function addXmlShape(bytes: Buffer, shape: XmlShape) {
  let depth = 0;
  let at = 0;
  /** Just past the next `text` from `from`, or the end. */
  const find = (text: string, from: number) => {
    const found = bytes.indexOf(text, from, 'latin1');
    return found === -1 ? bytes.length : found + text.length;
  };
  while (at < bytes.length) {
    const open = bytes.indexOf(LT, at);
    if (open === -1) break;
    const next = bytes[open + 1];
    if (next === QUESTION) {
      at = find('?>', open + 2);
    } else if (next === BANG) {
      // A comment, <!-- … -->, or character data, <![CDATA[ … ]]>; anything else is a DOCTYPE.
      if (bytes[open + 2] === 0x2d) at = find('-->', open + 4);
      else if (bytes[open + 2] === 0x5b) at = find(']]>', open + 9);
      else {
        shape.doctype = true;
        return;
      }
    } else if (next === SLASH) {
      depth = Math.max(0, depth - 1);
      at = find('>', open + 2);
    } else {
      let nameEnd = open + 1;
      while (nameEnd < bytes.length && !isNameEnd(bytes[nameEnd]!)) nameEnd++;
      // The tag ends at the first '>' outside a quoted attribute value.
      let close = nameEnd;
      let quote = 0;
      for (; close < bytes.length; close++) {
        const byte = bytes[close]!;
        if (quote) {
          if (byte === quote) quote = 0;
        } else if (byte === QUOTE || byte === APOSTROPHE) quote = byte;
        else if (byte === GT) break;
      }
      if (close === bytes.length) break;
      shape.elements++;
      if (localNameIs(bytes, open + 1, nameEnd, 'p')) shape.paragraphs++;
      else if (localNameIs(bytes, open + 1, nameEnd, 'tr')) shape.rows++;
      if (bytes[close - 1] !== SLASH) {
        depth++;
        shape.depth = Math.max(shape.depth, depth);
      }
      at = close + 1;
    }
  }
}
