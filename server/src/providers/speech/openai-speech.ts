import type { Config } from '../../config';
import type { SpeechSynthesizer } from '../llm/types';
import { nothingToRead, speechUnavailable } from './problems';
import { spokenText } from './spoken-text';

const MIME_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;

/** Any OpenAI-compatible `/audio/speech` endpoint (OpenAI, or a local server that mimics it). */
export function openAiSpeech(
  options: Omit<Config['speech'], 'baseUrl'> & { baseUrl: string; timeoutMs: number },
): SpeechSynthesizer {
  return {
    mimeType: MIME_TYPES[options.format],
    voice: `openai/${options.model}/${options.voice}/${options.format}`,
    async synthesize(text, signal) {
      // The same bounds as the offline voice: the service bills by character and reads marks.
      const input = spokenText(text);
      if (!input) throw nothingToRead();
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/audio/speech`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            input,
            voice: options.voice,
            response_format: options.format,
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw speechUnavailable();
      }
      if (!response.ok) throw speechUnavailable();
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
