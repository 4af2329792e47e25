import type { Draft } from './draft';

/**
 * A question as the exporters write it: what the import reads, with its id in place of its
 * line; its first topic names its category.
 */
export type ExportedQuestion = Omit<Draft, 'line'> & { id: number };

/** The topics in order of first appearance, each with its questions. */
export function byTopic(questions: ExportedQuestion[]) {
  const topics = new Map<string, ExportedQuestion[]>();
  for (const q of questions) {
    const list = topics.get(q.topic) ?? [];
    list.push(q);
    topics.set(q.topic, list);
  }
  return [...topics];
}

/** A topic as a Moodle category path: its " / " levels nest, and a "/" inside a level doubles. */
export const categoryOf = (topic: string) =>
  `$course$/top/${topic
    .split(' / ')
    .map((level) => level.replace(/\//g, '//'))
    .join('/')}`;

/** Why a question has no place in a Moodle file, or null. */
export const unexportable = (q: ExportedQuestion) =>
  q.answer.kind === 'group'
    ? `Question ${q.id} is a group of parts, which Moodle's formats cannot hold; it is left out.`
    : null;
