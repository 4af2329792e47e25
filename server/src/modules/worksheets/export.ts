import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import sharp from 'sharp';
import { QuestionType, type AnswerKey } from '@kyu/core/contract';
import type { FileStore } from '../../providers/files';
import { imageKey, type LoadedQuestion } from '../questions/service';

/** The Word export's content type (the `docx` package writes Office Open XML). */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Pictures are fitted to this width (pixels at 96 dpi), about half an A4 text column. */
const IMAGE_WIDTH = 320;
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

/** The question's images, as PNG fitted to the page; one missing from the store is left out. */
async function images(files: FileStore, row: Row) {
  const runs: ImageRun[] = [];
  for (const filename of row.images) {
    const bytes = await files.read(imageKey(filename));
    if (!bytes) continue;
    const { data, info } = await sharp(bytes).png().toBuffer({ resolveWithObject: true });
    const width = Math.min(IMAGE_WIDTH, info.width);
    runs.push(
      new ImageRun({
        type: 'png',
        data,
        transformation: { width, height: Math.round((info.height * width) / info.width) },
        altText: { name: filename, description: `Picture for the question`, title: filename },
      }),
    );
  }
  return runs.map((run) => new Paragraph({ children: [run] }));
}

function options(row: Row) {
  return row.options.map(
    (o) => new Paragraph({ indent: { left: 480 }, text: `${letter(o.order)}. ${plain(o.text)}` }),
  );
}

async function questionParagraphs(files: FileStore, q: LoadedQuestion, n: number, key: boolean) {
  const out: Paragraph[] = [
    new Paragraph({
      spacing: { before: 240 },
      children: [new TextRun({ text: `${n}. `, bold: true }), new TextRun(plain(q.row.text))],
    }),
    ...(await images(files, q.row)),
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
export async function worksheetDocx(
  files: FileStore,
  title: string,
  questions: LoadedQuestion[],
  key: boolean,
): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: key ? `${title}: answer key` : title }),
  ];
  if (!key) body.push(new Paragraph({ text: `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}` }));
  for (const [i, q] of questions.entries()) {
    body.push(...(await questionParagraphs(files, q, i + 1, key)));
  }
  const doc = new Document({ title, creator: 'Kyu', sections: [{ children: body }] });
  return Packer.toBuffer(doc);
}
