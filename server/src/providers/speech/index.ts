import type { Config } from '../../config';
import type { SpeechSynthesizer } from '../llm/types';
import { openAiSpeech } from './openai-speech';
import { svoxPico, type SpeechLog } from './svox-pico';

export type { SpeechSynthesizer } from '../llm/types';
export { synthesizeCached, type Speech } from './cache';

/** Read-aloud: an OpenAI-compatible speech API when SPEECH_BASE_URL is set, else SVOX Pico offline. */
export function createSpeech(
  config: Pick<Config, 'speech' | 'llm'>,
  log: SpeechLog,
): SpeechSynthesizer {
  const { baseUrl, ...rest } = config.speech;
  if (!baseUrl) return svoxPico(log);
  return openAiSpeech({ ...rest, baseUrl, timeoutMs: config.llm.timeoutMs });
}
