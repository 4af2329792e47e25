/** A `<question>` element's start in a Moodle XML file. */
export interface QuestionStart {
  /** The 1-based line its start tag is on. */
  line: number;
  /** True for `type="category"`, which names a topic rather than asking anything. */
  category: boolean;
}

/** What a scan of a Moodle XML file finds before it is parsed. */
export interface XmlScan {
  questions: QuestionStart[];
  /** Start tags outside CDATA and comments: the elements a parser would build. */
  elements: number;
}

/** How much of a start tag is read for its type: far more than `<question type="…">` needs. */
const TAG_READ = 200;
const CATEGORY = /\btype\s*=\s*["']category["']/;
const NAME_START = /[A-Z_:]/i;

/**
 * Each `<question>` element of the source, in order, and how many elements it has.
 * fast-xml-parser gives no positions, so the source is searched, passing over CDATA sections
 * and comments (a question's text may hold "<question" of its own). One pass: each search
 * starts where the last ended, and the next `>` is remembered, so a file of 60,000 `<` or
 * unclosed sections costs its length, not its square; cheap enough to measure a file before
 * parsing it.
 */
export function scanMoodleXml(source: string): XmlScan {
  const starts: QuestionStart[] = [];
  let elements = 0;
  let line = 1;
  let counted = 0;
  let tagEnd = -1;
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (source.charCodeAt(counted) === 10) line++;
    return line;
  };
  for (let at = source.indexOf('<'); at !== -1; at = source.indexOf('<', at + 1)) {
    const skip = source.startsWith('<![CDATA[', at)
      ? ']]>'
      : source.startsWith('<!--', at)
        ? '-->'
        : null;
    if (skip) {
      const end = source.indexOf(skip, at + 4);
      // An unclosed section runs to the end of the file; the parser will say so.
      if (end === -1) break;
      at = end;
      continue;
    }
    if (NAME_START.test(source[at + 1] ?? '')) elements++;
    if (!source.startsWith('<question', at) || !/[\s/>]/.test(source[at + 9] ?? '')) continue;
    if (tagEnd < at) {
      const gt = source.indexOf('>', at);
      tagEnd = gt === -1 ? source.length : gt;
    }
    const tag = source.slice(at, Math.min(tagEnd, at + TAG_READ));
    starts.push({ line: lineAt(at), category: CATEGORY.test(tag) });
  }
  return { questions: starts, elements };
}
