/** Chunks of about this size keep one idea each, small enough to quote and to rank sharply. */
export const CHUNK_TARGET = 1000;
export const CHUNK_MAX = 1200;
/** The last sentence of a chunk starts the next one when it is this short, so no idea is cut in two. */
const OVERLAP_MAX = 200;

interface Unit {
  text: string;
  /** How the unit joins the one before it: a paragraph break, or a space within a paragraph. */
  joiner: string;
}

const sentences = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+(?=\S)/).filter(Boolean);

/** Words that would not fit in a chunk at all are cut at the last space before the limit. */
function hardSplit(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > CHUNK_MAX) {
    const cut = rest.lastIndexOf(' ', CHUNK_MAX);
    const at = cut > CHUNK_MAX / 2 ? cut : CHUNK_MAX;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  return rest ? [...parts, rest] : parts;
}

function unitsOf(text: string): Unit[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.flatMap((paragraph) => {
    const pieces =
      paragraph.length <= CHUNK_MAX ? [paragraph] : sentences(paragraph).flatMap(hardSplit);
    return pieces.map((piece, i) => ({ text: piece, joiner: i === 0 ? '\n\n' : ' ' }));
  });
}

/**
 * Splits extracted text into chunks of up to CHUNK_MAX characters on paragraph, then sentence,
 * boundaries, packing small paragraphs together until a chunk reaches about CHUNK_TARGET.
 */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current: Unit[] = [];
  let carried = 0;
  const length = (units: Unit[]) =>
    units.reduce((n, u, i) => n + u.text.length + (i ? u.joiner.length : 0), 0);
  const flush = () => {
    chunks.push(current.map((u, i) => (i ? u.joiner : '') + u.text).join(''));
    const last = current.at(-1)!;
    current = current.length > 1 && last.text.length <= OVERLAP_MAX ? [last] : [];
    carried = current.length;
  };
  for (const unit of unitsOf(text)) {
    const full = length([...current, unit]) > CHUNK_MAX;
    const enough = length(current) >= CHUNK_TARGET && unit.joiner !== ' ';
    if (current.length && (full || enough)) flush();
    // The overlap carried over may itself leave no room for this unit.
    if (current.length && length([...current, unit]) > CHUNK_MAX) current = [];
    current.push(unit);
  }
  if (current.length > carried)
    chunks.push(current.map((u, i) => (i ? u.joiner : '') + u.text).join(''));
  return chunks;
}
