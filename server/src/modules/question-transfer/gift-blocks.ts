/** A run of GIFT text between blank lines, and the lines its content starts on. */
export interface GiftBlock {
  text: string;
  /** The 1-based line of the block's first line, which a parser's line 1 is. */
  firstLine: number;
  /** The lines that hold more than a comment, in order: where the block's items start. */
  contentLines: number[];
  /** True when the block opens with a `$CATEGORY` line, which names a topic, not a question. */
  category: boolean;
}

const isComment = (line: string) => line.trimStart().startsWith('//');

/** The change in brace depth a line makes; `\{` and `\}` are escaped and do not count. */
function depthChange(line: string) {
  if (isComment(line)) return 0;
  let change = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '{') change++;
    else if (line[i] === '}') change--;
  }
  return change;
}

/**
 * Splits GIFT source into its questions. GIFT separates questions with blank lines; a blank
 * line inside an answer's braces does not end the question. gift-pegjs gives no positions for
 * what it parses, so parsing block by block is how each question keeps its line.
 */
export function giftBlocks(source: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let lines: string[] = [];
  let first = 0;
  let content: number[] = [];
  let category = false;
  let depth = 0;
  const close = () => {
    if (content.length)
      blocks.push({ text: lines.join('\n'), firstLine: first, contentLines: content, category });
    lines = [];
    content = [];
  };
  source.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() && depth <= 0) {
      close();
      depth = 0;
      return;
    }
    if (!lines.length) first = i + 1;
    lines.push(line);
    if (line.trim() && !isComment(line)) {
      if (!content.length) category = line.trimStart().startsWith('$CATEGORY');
      content.push(i + 1);
    }
    depth += depthChange(line);
  });
  close();
  return blocks;
}
