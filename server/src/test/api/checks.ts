import { DATABASE_REFUSED_INPUT } from '../../plugins/errors';
import { MARKER } from './world';

/** An answer as both suites see it, whether from `app.inject` or over HTTP. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function streamProblems(body: string): string[] {
  const problems: string[] = [];
  for (const block of body.split('\n\n')) {
    if (!block.startsWith('event: error')) continue;
    const data =
      block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6) ?? '{}';
    const status = (JSON.parse(data) as { status?: number }).status ?? 0;
    if (status >= 500) problems.push(`the event stream reports a ${status}: ${data}`);
  }
  return problems;
}

/**
 * What is wrong with an answer whatever was asked: a 5xx (in the status or an event stream),
 * an error body that is not application/problem+json (or not a problem), a 400 the database
 * gave where validation should have, and, for the second school's staff, the first school's
 * marker anywhere in the body.
 */
export function answerProblems(answer: Answer, opts: { crossSchool: boolean }): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.contentType.startsWith('text/event-stream'))
    problems.push(...streamProblems(answer.body));
  if (answer.status >= 400) {
    if (!answer.contentType.startsWith('application/problem+json')) {
      problems.push(
        `error body is ${answer.contentType || 'untyped'}, not application/problem+json`,
      );
    } else {
      const problem = JSON.parse(answer.body) as { status?: number; title?: string; type?: string };
      if (problem.status !== answer.status || !problem.title) {
        problems.push('error body is not a problem of the same status');
      }
      if (problem.type === DATABASE_REFUSED_INPUT) {
        problems.push('the database refused a value validation let through');
      }
    }
  }
  if (opts.crossSchool && answer.body.toLowerCase().includes(MARKER.toLowerCase())) {
    problems.push("cross-school read: the answer holds the first school's records");
  }
  return problems;
}
