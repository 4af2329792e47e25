import { QuestionType, type AnswerKey } from '@kyu/core/contract';
import { byTopic, categoryOf, unexportable, type ExportedQuestion } from './exported';

/** GIFT's special characters are escaped, and line breaks written as `\n` to keep one line. */
const escape = (text: string) => text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\r?\n/g, '\\n');

const weight = (n: number) => String(Math.round(n * 100000) / 100000);

function answerOf(q: ExportedQuestion, key: AnswerKey) {
  switch (key.kind) {
    case 'choice': {
      const single = key.correct.length === 1 && q.questionTypeId === QuestionType.singleChoice;
      const share = 100 / key.correct.length;
      return q.options
        .map((o) => {
          const right = key.correct.includes(o.order);
          if (single) return `${right ? '=' : '~'}${escape(o.text)}`;
          // A wrong pick takes away what a right one earns, as Kyu marks a multiple choice.
          return `~%${weight(right ? share : -share)}%${escape(o.text)}`;
        })
        .join(' ');
    }
    case 'numeric':
      return `#${key.value}:${key.tolerance}`;
    case 'text':
      return key.accepted.map((a) => `=${escape(a)}`).join(' ');
    default:
      return '';
  }
}

function questionOf(q: ExportedQuestion) {
  const feedback = q.explanation ? `####[markdown]${escape(q.explanation)}` : '';
  return `::Kyu ${q.id}::[markdown]${escape(q.text)} {${answerOf(q, q.answer)}${feedback}}`;
}

/** A course's questions as GIFT, a `$CATEGORY` per topic; groups are left out, said in a comment. */
export function toGift(questions: ExportedQuestion[]) {
  const out: string[] = ['// Exported from Kyu.', ''];
  for (const [topic, list] of byTopic(questions)) {
    out.push(`$CATEGORY: ${categoryOf(topic)}`, '');
    for (const q of list) out.push(unexportable(q) ? `// ${unexportable(q)}` : questionOf(q), '');
  }
  return out.join('\n');
}
