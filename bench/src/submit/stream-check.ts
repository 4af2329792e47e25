/**
 * Whether a submit's answer is a complete, correct marking stream: 200 as Server-Sent Events,
 * no `error` event, one `evaluations` event per question with the marks the bench expects,
 * the `attempt` marked with the right totals, and `end` last. Answers the reason it is not, or
 * null when it is.
 */
import type { Answered } from './answers';
import type { Answer } from './http';

interface Event {
  event: string;
  data: unknown;
}

function parseEvents(body: string): Event[] | string {
  const events: Event[] = [];
  for (const block of body.split('\n\n')) {
    if (!block.trim() || block.startsWith(':')) continue;
    const name = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (!name || data === undefined) return `unreadable event ${JSON.stringify(block)}`;
    try {
      events.push({ event: name, data: JSON.parse(data) });
    } catch {
      return `event ${name} carries data that is not JSON`;
    }
  }
  return events;
}

interface Marked {
  question_id: number;
  marks_given: number | null;
  max_marks: number;
}

interface MarkedAttempt {
  grading_completed: boolean;
  submitted_at: string | null;
  total_score: number | null;
  max_score: number | null;
}

const near = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-6;

export function streamProblem(answer: Answer, want: Answered): string | null {
  if (answer.status < 200 || answer.status > 299)
    return `status ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (!answer.contentType.startsWith('text/event-stream'))
    return `content type ${answer.contentType}`;
  const events = parseEvents(answer.body);
  if (typeof events === 'string') return events;
  const error = events.find((e) => e.event === 'error');
  if (error) return `error event ${JSON.stringify(error.data)}`;
  if (events.at(-1)?.event !== 'end') return 'the stream does not end with `end`';
  const seen = new Set<number>();
  for (const { data } of events.filter((e) => e.event === 'evaluations')) {
    const mark = data as Marked;
    const expected = want.expected.get(mark.question_id);
    if (!expected) return `a mark for question ${mark.question_id}, which was not sent`;
    if (seen.has(mark.question_id)) return `question ${mark.question_id} marked twice`;
    seen.add(mark.question_id);
    if (!near(mark.marks_given, expected.marks) || mark.max_marks !== expected.max)
      return `question ${mark.question_id}: ${mark.marks_given}/${mark.max_marks}, expected ${expected.marks}/${expected.max}`;
  }
  if (seen.size !== want.expected.size)
    return `${seen.size} of ${want.expected.size} questions marked`;
  const attempts = events.filter((e) => e.event === 'attempt');
  if (attempts.length !== 1) return `${attempts.length} attempt events`;
  const attempt = attempts[0]!.data as MarkedAttempt;
  if (!attempt.grading_completed || !attempt.submitted_at) return 'the attempt is not marked';
  if (!near(attempt.total_score, want.total) || !near(attempt.max_score, want.max))
    return `attempt total ${attempt.total_score}/${attempt.max_score}, expected ${want.total}/${want.max}`;
  return null;
}
