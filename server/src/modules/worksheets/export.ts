import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { QuestionType, type AnswerKey } from '@kyu/core/contract';
import type { LoadedQuestion } from '../questions/service';

/**
 * The Word document itself, built on a worker thread (export.worker.ts): the `docx` package
 * lays it out and zips it in JavaScript, for seconds on a long worksheet. Its pictures come
 * ready, fitted and checked (word-export.ts).
 */

/** The Word export's content type (the `docx` package writes Office Open XML). */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Pictures show at this width (pixels at 96 dpi), about half an A4 text column. */
export const IMAGE_WIDTH = 320;

/** A question's picture as a JPEG (a photograph) or a PNG (anything else), with its size. */
export interface ExportPicture {
  type: 'jpg' | 'png';
  data: Uint8Array;
  width: number;
  height: number;
}

export interface WorksheetExport {
  title: string;
  questions: LoadedQuestion[];
  /** The answer key rather than the paper. */
  key: boolean;
  /** The pictures by file name; one missing from the store is not here, and is left out. */
  pictures: Record<string, ExportPicture>;
}
const LINE = '_'.repeat(60);
type Row = LoadedQuestion['row'];

const letter = (order: number) => String.fromCharCode(64 + order);

/** A question's text as plain lines: Markdown's emphasis and heading marks dropped. */
const plain = (text: string) => text.replace(/[*_`#]+/g, '').trim();

/** What a key says is right, in words a teacher marks by. */
export function answerText(row: Pick<Row, 'answer' | 'options'>): string {
  const key: AnswerKey = row.answer;
  switch (key.kind) {
    case 'choice':
      return key.correct
        .map((order) => {
          const option = row.options.find((o) => o.order === order);
          return `${letter(order)}${option ? ` (${plain(option.text)})` : ''}`;
        })
        .join(', ');
    case 'numeric':
      return `${key.value}${key.unit ? ` ${key.unit}` : ''}${key.tolerance ? ` (± ${key.tolerance})` : ''}`;
    case 'text':
      return key.accepted.join(' / ');
    case 'rubric':
      return key.points.map((p) => `${p.description} (${p.marks})`).join('; ');
    case 'group':
      return '';
  }
}

/** Lines to write on: more for words than for a number or a choice. */
const answerLines = (row: Row) =>
  row.questionTypeId === QuestionType.openAnswer
    ? 4
    : row.questionTypeId === QuestionType.shortText
      ? 2
      : row.questionTypeId === QuestionType.group
        ? 0
        : 1;

/** The question's pictures, fitted to the column; one missing from the store is left out. */
function images(pictures: WorksheetExport['pictures'], row: Row) {
  return row.images.flatMap((filename) => {
    const picture = pictures[filename];
    if (!picture) return [];
    const width = Math.min(IMAGE_WIDTH, picture.width);
    const run = new ImageRun({
      type: picture.type,
      data: picture.data,
      transformation: { width, height: Math.round((picture.height * width) / picture.width) },
      altText: { name: filename, description: `Picture for the question`, title: filename },
    });
    return [new Paragraph({ children: [run] })];
  });
}

function options(row: Row) {
  return row.options.map(
    (o) => new Paragraph({ indent: { left: 480 }, text: `${letter(o.order)}. ${plain(o.text)}` }),
  );
}

function questionParagraphs(
  pictures: WorksheetExport['pictures'],
  q: LoadedQuestion,
  n: number,
  key: boolean,
) {
  const out: Paragraph[] = [
    new Paragraph({
      spacing: { before: 240 },
      children: [new TextRun({ text: `${n}. `, bold: true }), new TextRun(plain(q.row.text))],
    }),
    ...images(pictures, q.row),
    ...options(q.row),
  ];
  const parts = q.parts.length ? q.parts : [];
  const write = (row: Row, label: string) => {
    if (parts.length)
      out.push(new Paragraph({ indent: { left: 480 }, text: `${label} ${plain(row.text)}` }));
    if (key) {
      const answer = answerText(row);
      if (answer)
        out.push(
          new Paragraph({ children: [new TextRun({ text: `Answer: ${answer}`, bold: true })] }),
        );
      if (row.explanation) out.push(new Paragraph(plain(row.explanation)));
    } else {
      for (let i = 0; i < answerLines(row); i++)
        out.push(new Paragraph({ spacing: { before: 200 }, text: LINE }));
    }
  };
  if (parts.length) parts.forEach((part, i) => write(part, `(${String.fromCharCode(97 + i)})`));
  else write(q.row, '');
  return out;
}

/**
 * A worksheet as a Word document: its title, a line for the name, and its questions numbered
 * with their pictures and options, then lines to answer on; or, as the answer key, each
 * question's answer and explanation instead of the lines.
 */
export async function worksheetDocx({
  title,
  questions,
  key,
  pictures,
}: WorksheetExport): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: key ? `${title}: answer key` : title }),
  ];
  if (!key) body.push(new Paragraph({ text: `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}` }));
  for (const [i, q] of questions.entries()) {
    body.push(...questionParagraphs(pictures, q, i + 1, key));
  }
  const doc = new Document({ title, creator: 'Kyu', sections: [{ children: body }] });
  return Packer.toBuffer(doc);
}
