/** Blanks a match but keeps its line breaks, so offsets after it still count the same lines. */
const blank = (match: string) => match.replace(/[^\n]/g, ' ');

/**
 * The line of each `<question>` element, in order. fast-xml-parser gives no positions, so the
 * source is searched; CDATA and comments are blanked first, since a question's text may hold
 * "<question" of its own.
 */
export function questionLines(source: string): number[] {
  const plain = source.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, blank);
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const match of plain.matchAll(/<question[\s>/]/g)) {
    for (let i = from; i < match.index; i++) if (plain.charCodeAt(i) === 10) line++;
    from = match.index;
    lines.push(line);
  }
  return lines;
}
