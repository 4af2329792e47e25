import { QuestionType, type AnswerKey } from '@kyu/core/contract';
import { byTopic, categoryOf, unexportable, type ExportedQuestion } from './exported';

/** Text in CDATA, so markdown and HTML pass untouched; a "]]>" inside is split across two. */
const cdata = (text: string) => `<![CDATA[${text.replace(/\]\]>/g, ']]]]><![CDATA[>')}]]>`;
const text = (tag: string, body: string, format = 'markdown') =>
  `<${tag} format="${format}"><text>${cdata(body)}</text></${tag}>`;
const fraction = (n: number) => String(Math.round(n * 100000) / 100000);
const answer = (share: number, body: string, extra = '') =>
  `<answer fraction="${fraction(share)}" format="plain_text"><text>${cdata(body)}</text>${extra}</answer>`;

function typed(q: ExportedQuestion, key: AnswerKey): [string, string[]] {
  switch (key.kind) {
    case 'choice': {
      const single = q.questionTypeId === QuestionType.singleChoice;
      const share = 100 / key.correct.length;
      const answers = q.options.map((o) => {
        const right = key.correct.includes(o.order);
        return answer(right ? share : single ? 0 : -share, o.text);
      });
      return ['multichoice', [`<single>${single}</single>`, ...answers]];
    }
    case 'numeric': {
      const units = [key.unit, ...key.accepted_units].filter((u): u is string => Boolean(u));
      const unitsXml = units.map(
        (u) => `<unit><multiplier>1</multiplier><unit_name>${cdata(u)}</unit_name></unit>`,
      );
      return [
        'numerical',
        [
          answer(100, String(key.value), `<tolerance>${key.tolerance}</tolerance>`),
          ...(units.length ? [`<units>${unitsXml.join('')}</units>`] : []),
        ],
      ];
    }
    case 'text':
      return [
        'shortanswer',
        [
          `<usecase>${key.case_sensitive ? 1 : 0}</usecase>`,
          ...key.accepted.map((a) => answer(100, a)),
        ],
      ];
    case 'rubric':
      return ['essay', [text('graderinfo', key.points.map((p) => p.description).join('\n'))]];
    default:
      return ['description', []];
  }
}

function questionOf(q: ExportedQuestion) {
  const [type, body] = typed(q, q.answer);
  return [
    `  <question type="${type}">`,
    `    <name><text>Kyu ${q.id}</text></name>`,
    `    ${text('questiontext', q.text)}`,
    `    ${text('generalfeedback', q.explanation)}`,
    `    <defaultgrade>${q.marks}</defaultgrade>`,
    ...body.map((line) => `    ${line}`),
    '  </question>',
  ].join('\n');
}

const category = (topic: string) =>
  `  <question type="category">\n    <category><text>${cdata(categoryOf(topic))}</text></category>\n  </question>`;

/** A course's questions as Moodle XML, a category per topic; groups are left out, said in a comment. */
export function toMoodleXml(questions: ExportedQuestion[]) {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (const [topic, list] of byTopic(questions)) {
    out.push(category(topic));
    for (const q of list) {
      const why = unexportable(q);
      out.push(why ? `  <!-- ${why} -->` : questionOf(q));
    }
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
