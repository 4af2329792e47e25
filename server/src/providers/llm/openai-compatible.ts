import type { ChatModel, ModelRequest, RetrievedPassage } from './types';
import { headersFor, streamCompletion, type UpstreamOptions } from './openai-stream';
import { titleFrom } from '../../lib/words';
import { trimEndWhere, trimStartWhere } from '../../lib/text-scan';

export interface OpenAiCompatibleOptions extends UpstreamOptions {
  model: string;
}

const ASSESSMENT_RULE =
  'The student is in a quiz or mock exam right now. Do not give answers, solve the question, ' +
  'or confirm whether an answer is right; only encourage them and explain how to approach it.';

const TITLE_PROMPT =
  'Write a title of at most six words for a conversation that starts with the message below. ' +
  'Answer with the title only, without quotes.';

/** A passage as the model reads it: numbered, titled, and a practice question's own words first. */
const numbered = (p: RetrievedPassage, i: number) =>
  [
    `[${i + 1}] ${p.title}${p.topic ? ` (${p.topic})` : ''}`,
    p.question && `Practice question: ${p.question.trim()}`,
    p.content.trim(),
  ]
    .filter(Boolean)
    .join('\n');

/** The coach prompt, then who is asking and in what situation, then the school's notes, numbered. */
export function messagesFor(request: ModelRequest) {
  const parts = [request.system];
  if (request.studentName) parts.push(`The student's first name is ${request.studentName}.`);
  if (request.duringAssessment) parts.push(ASSESSMENT_RULE);
  parts.push(
    request.passages.length
      ? "Notes from the student's school, best match first. Ground your reply in them and name " +
          'the titles you use:\n\n' +
          request.passages.map(numbered).join('\n\n')
      : "No notes from the student's school match this message.",
  );
  return [{ role: 'system' as const, content: parts.join('\n\n') }, ...request.turns];
}

/** The first line of a model's title, without quotes or a "Title:" label, at most 80 characters. */
function cleanTitle(text: string) {
  const line = (text.trim().split('\n')[0] ?? '').replace(/^title:\s*/i, '');
  const unquoted = trimEndWhere(
    trimStartWhere(line, (c) => `"'“”*`.includes(c)),
    (c) => `"'“”*.`.includes(c),
  );
  return unquoted.trim().slice(0, 80);
}

/**
 * Any OpenAI-compatible chat API (OpenAI, Azure's compatible endpoint, Ollama, vLLM, llama.cpp's
 * server): replies stream over SSE; titles come from one short non-streamed completion, and from
 * the question's own words when that fails, since a title is never worth an error.
 */
export function openAiCompatible(options: OpenAiCompatibleOptions): ChatModel {
  return {
    name: options.model,
    offline: false,
    reply: (request, signal) =>
      streamCompletion(options, { model: options.model, messages: messagesFor(request) }, signal),
    async title(firstQuestion, signal) {
      try {
        const response = await fetch(`${options.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: headersFor(options.apiKey),
          body: JSON.stringify({
            model: options.model,
            stream: false,
            messages: [
              { role: 'system', content: TITLE_PROMPT },
              { role: 'user', content: firstQuestion.slice(0, 2000) },
            ],
          }),
          signal: AbortSignal.any([
            signal,
            AbortSignal.timeout(Math.min(options.timeoutMs, 10_000)),
          ]),
        });
        if (!response.ok) return titleFrom(firstQuestion);
        const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = json.choices?.[0]?.message?.content;
        return (typeof content === 'string' && cleanTitle(content)) || titleFrom(firstQuestion);
      } catch {
        return titleFrom(firstQuestion);
      }
    },
  };
}
