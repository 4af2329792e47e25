import type { FastifyInstance } from 'fastify';
import { multipartForm } from '../multipart';
import { parseSse } from '../sse';

/** One answer as a submit sends it: 10 seconds on the question, one click. */
export const answer = (question_id: number, value: string | null) => ({
  question_id,
  value,
  time_spent: 10,
  num_options_clicked: 1,
});

/** multipart/form-data with the `evaluations` JSON part (and a file, when given). */
export const submitForm = (
  evaluations: unknown[],
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
) => multipartForm({ evaluations: JSON.stringify(evaluations) }, file ? [file] : []);

/** POST /quiz/{id}/submit into an app; answers the response and its events. */
export async function submit(
  app: FastifyInstance,
  quizId: number,
  evaluations: unknown[],
  opts: { headers?: Record<string, string>; query?: string } = {},
) {
  const form = submitForm(evaluations);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quizId}/submit${opts.query ?? ''}`,
    headers: { ...opts.headers, ...form.headers },
    payload: form.payload,
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  return { res, events: isStream ? parseSse(res.body) : [] };
}
