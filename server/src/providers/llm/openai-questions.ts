import { QuestionType } from '@kyu/core/contract';
import { headersFor } from './openai-stream';
import type { GeneratedQuestion, GenerationRequest, QuestionGenerator } from './question-types';

/** The most of the documents sent with one request: a few thousand words. */
const MAX_TEXT = 24_000;

const INSTRUCTIONS =
  'You write worksheet questions for school students from the text you are given. Answer with ' +
  'JSON only: {"questions":[{"text":"…","answer":"…","explanation":"…"}]}. Each answer is one ' +
  'word, a short phrase or a number that the text itself gives.';

function messagesFor(request: GenerationRequest) {
  const asks = [
    `Write ${request.count} questions (worksheet ${request.index + 1}; vary them between worksheets).`,
    request.purpose && `Purpose: ${request.purpose}.`,
    request.reference && `Reference: ${request.reference}.`,
    request.prompt && `The teacher asks: ${request.prompt}`,
    `Text:\n${request.text.slice(0, MAX_TEXT)}`,
  ];
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: asks.filter(Boolean).join('\n\n') },
  ];
}

/** A number answer becomes a numeric question; any other a short-text one. */
function toQuestion(item: { text?: unknown; answer?: unknown; explanation?: unknown }) {
  if (typeof item.text !== 'string' || !item.text.trim()) return undefined;
  const answer = String(item.answer ?? '').trim();
  if (!answer) return undefined;
  const explanation = typeof item.explanation === 'string' ? item.explanation : '';
  const text = item.text.trim().slice(0, 2000);
  const value = Number(answer);
  if (/^-?\d+(?:\.\d+)?$/.test(answer) && Number.isFinite(value)) {
    return {
      questionTypeId: QuestionType.numeric,
      text,
      answer: { kind: 'numeric', value, tolerance: 0, unit: null, accepted_units: [] },
      explanation,
    } satisfies GeneratedQuestion;
  }
  return {
    questionTypeId: QuestionType.shortText,
    text,
    answer: {
      kind: 'text',
      accepted: [answer.slice(0, 500)],
      case_sensitive: false,
      ignore_spacing: false,
    },
    explanation,
  } satisfies GeneratedQuestion;
}

/** Reads the model's JSON answer; what cannot be read is a failure that says so. */
export function parseGenerated(content: string, count: number): GeneratedQuestion[] {
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
  let parsed: { questions?: unknown };
  try {
    parsed = JSON.parse(json) as { questions?: unknown };
  } catch {
    throw new Error('The model answered something other than the questions asked for.');
  }
  const items = Array.isArray(parsed.questions) ? parsed.questions : [];
  const questions = items
    .map((item) => toQuestion(item as Record<string, unknown>))
    .filter((x) => x !== undefined)
    .slice(0, count);
  if (!questions.length) throw new Error('The model made no usable question from the documents.');
  return questions;
}

/** Questions from an OpenAI-compatible chat API, in one non-streamed completion per worksheet. */
export function openAiQuestionGenerator(options: {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}): QuestionGenerator {
  return {
    name: options.model,
    async generate(request, signal) {
      const response = await fetch(`${options.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: headersFor(options.apiKey),
        body: JSON.stringify({
          model: options.model,
          stream: false,
          response_format: { type: 'json_object' },
          messages: messagesFor(request),
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) throw new Error(`The model answered ${response.status}.`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      return parseGenerated(typeof content === 'string' ? content : '', request.count);
    },
  };
}
