import { setTimeout as sleep } from 'node:timers/promises';
import { createParser } from 'eventsource-parser';
import { ModelError } from './model-error';

export interface UpstreamOptions {
  /** `${baseUrl}/chat/completions`, without a trailing slash. */
  baseUrl: string;
  apiKey: string | null;
  timeoutMs: number;
  stallTimeoutMs: number;
  /** The first retry's wait after a connection error; the second waits twice as long. */
  retryDelayMs?: number;
}

const MAX_RETRIES = 2;

const SAY = {
  unreachable: "The tutor can't be reached right now. Please try again in a moment.",
  slow: 'The tutor took too long to answer. Please try again.',
  cut: "The tutor's answer was cut off. Please try again.",
  busy: 'The tutor is busy right now. Please try again in a moment.',
  setup: 'The tutor is not set up correctly. Please tell your school.',
  refused: 'The tutor could not take this message. Try a shorter or simpler one.',
};

export const headersFor = (apiKey: string | null): Record<string, string> => ({
  'content-type': 'application/json',
  // Ollama and llama.cpp's server take no key; sending an empty Bearer would be refused by some.
  ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
});

const describe = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

/** What the upstream said, in a line: OpenAI's `{error:{message}}`, Ollama's `{error}`, or text. */
async function httpError(response: Response): Promise<ModelError> {
  const text = (await response.text().catch(() => '')).trim();
  let said = text;
  try {
    const json = JSON.parse(text) as { error?: string | { message?: string }; message?: string };
    said =
      (typeof json.error === 'string' ? json.error : json.error?.message) ?? json.message ?? text;
  } catch {
    // Not JSON: the text itself is the message.
  }
  const summary = said.replace(/\s+/g, ' ').slice(0, 200) || response.statusText;
  const status = response.status;
  const message =
    status === 429
      ? SAY.busy
      : status >= 500
        ? SAY.unreachable
        : [401, 403, 404].includes(status)
          ? SAY.setup
          : SAY.refused;
  return new ModelError(message, `HTTP ${status} from the model service: ${summary}`);
}

/**
 * Retries only errors where no byte came back (refused, reset, DNS): the request cannot have
 * reached the model, so sending it again neither doubles work nor repeats half a reply.
 */
async function connect(url: string, init: RequestInit & { signal: AbortSignal }, delayMs: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (init.signal.aborted || !(error instanceof TypeError) || attempt >= MAX_RETRIES) {
        throw new ModelError(SAY.unreachable, `could not connect: ${describe(error)}`, {
          cause: error,
        });
      }
      await sleep(delayMs * 2 ** attempt, undefined, { signal: init.signal });
    }
  }
}

/**
 * Streams `choices[0].delta.content` of an OpenAI-compatible chat completion. Every fault (an HTTP
 * error, a stall, the whole-reply timeout, a cut or malformed stream) throws a ModelError as soon
 * as it is seen; when `signal` aborts, the upstream request is aborted and the stream just ends.
 */
export async function* streamCompletion(
  options: UpstreamOptions,
  body: object,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let failure: ModelError | null = null;
  const fail = (error: ModelError) => {
    failure ??= error;
    controller.abort();
  };
  const stopForCaller = () => controller.abort();
  signal.addEventListener('abort', stopForCaller, { once: true });
  if (signal.aborted) controller.abort();
  const whole = setTimeout(
    () =>
      fail(
        new ModelError(SAY.slow, `no complete reply within ${options.timeoutMs} ms`, {
          timedOut: true,
        }),
      ),
    options.timeoutMs,
  );
  let stall: NodeJS.Timeout | undefined;
  const expectProgress = () => {
    clearTimeout(stall);
    stall = setTimeout(
      () =>
        fail(
          new ModelError(SAY.slow, `no token for ${options.stallTimeoutMs} ms`, { timedOut: true }),
        ),
      options.stallTimeoutMs,
    );
  };

  try {
    expectProgress();
    const response = await connect(
      `${options.baseUrl}/chat/completions`,
      {
        method: 'POST',
        headers: { ...headersFor(options.apiKey), accept: 'text/event-stream' },
        body: JSON.stringify({ ...body, stream: true }),
        signal: controller.signal,
      },
      options.retryDelayMs ?? 150,
    );
    if (!response.ok) throw await httpError(response);
    if (!response.body) throw new ModelError(SAY.cut, 'the response had no body');

    const tokens: string[] = [];
    let done = false;
    let finished = false;
    const parser = createParser({
      onEvent(event) {
        if (event.data === '[DONE]') return void (done = true);
        let chunk: {
          error?: unknown;
          choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
        };
        try {
          chunk = JSON.parse(event.data);
        } catch {
          throw new ModelError(SAY.cut, `a stream event was not JSON: ${event.data.slice(0, 100)}`);
        }
        if (chunk.error) {
          throw new ModelError(
            SAY.unreachable,
            `the stream reported: ${JSON.stringify(chunk.error).slice(0, 200)}`,
          );
        }
        const choice = chunk.choices?.[0];
        if (typeof choice?.delta?.content === 'string' && choice.delta.content) {
          tokens.push(choice.delta.content);
        }
        if (choice?.finish_reason) finished = true;
        expectProgress();
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
      while (tokens.length) yield tokens.shift()!;
    }
    // A reply with neither [DONE] nor a finish reason was cut short, though the socket closed cleanly.
    if (!done && !finished) throw new ModelError(SAY.cut, 'the stream ended before [DONE]');
  } catch (error) {
    if (signal.aborted) return;
    if (failure) throw failure;
    if (error instanceof ModelError) throw error;
    throw new ModelError(SAY.cut, `the stream broke: ${describe(error)}`, { cause: error });
  } finally {
    clearTimeout(whole);
    clearTimeout(stall);
    signal.removeEventListener('abort', stopForCaller);
    controller.abort();
  }
}
