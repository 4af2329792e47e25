import { atom } from 'nanostores';
import { api } from '../api/client';

/** The gap between replies read aloud one after another (overview §4). */
export const SPEECH_GAP_MS = 600;

/** What plays a clip: an HTMLAudioElement in the browser, a double in tests. */
export interface AudioLike {
  play(): Promise<void>;
  pause(): void;
  onended: (() => void) | null;
}

const speech = {
  createAudio: (url: string): AudioLike => new Audio(url) as AudioLike,
};

/** Replaces how clips are played (tests, or a host that routes audio elsewhere). */
export function configureSpeech(options: { createAudio: (url: string) => AudioLike }): void {
  speech.createAudio = options.createAudio;
}

/** The id of the message being read aloud, or null. */
export const $speaking = atom<number | null>(null);

const urls = new Map<number, Promise<string>>();
let queue: { id: number; text: string }[] = [];
let current: AudioLike | null = null;
let gap: ReturnType<typeof setTimeout> | undefined;

/** The audio of a message as a blob: URL, fetched once per message. */
export function speechUrl(id: number, text: string, isQuiz = false): Promise<string> {
  let url = urls.get(id);
  if (!url) {
    url = api
      .blob(`/chat/${id}/speech`, { text }, { query: { is_quiz: isQuiz } })
      .then((blob) => URL.createObjectURL(blob));
    // A failed fetch is not cached, so the next press tries again.
    url.catch(() => urls.delete(id));
    urls.set(id, url);
  }
  return url;
}

// After a clip ends, or fails, the next waiting one starts after the gap.
function finish(id: number): void {
  if ($speaking.get() !== id) return;
  current = null;
  $speaking.set(null);
  gap = setTimeout(() => {
    gap = undefined;
    next();
  }, SPEECH_GAP_MS);
}

async function play(id: number, text: string): Promise<void> {
  $speaking.set(id);
  try {
    const audio = speech.createAudio(await speechUrl(id, text));
    if ($speaking.get() !== id) return;
    current = audio;
    audio.onended = () => finish(id);
    await audio.play();
  } catch {
    // No audio (autoplay refused, no speech service): the text is on screen all the same.
    finish(id);
  }
}

function next(): void {
  const item = queue.shift();
  if (item) void play(item.id, item.text);
}

/** Stops what is playing and forgets what was waiting. */
export function stopSpeaking(): void {
  queue = [];
  clearTimeout(gap);
  gap = undefined;
  current?.pause();
  current = null;
  $speaking.set(null);
}

/** Reads one message aloud now, stopping anything else. */
export function speak(id: number, text: string): Promise<void> {
  stopSpeaking();
  return play(id, text);
}

// Browsers refuse to play audio on a page nobody has interacted with; fetching it then would
// only make the server synthesize speech no one hears.
const mayAutoPlay = () =>
  (globalThis.navigator as Navigator | undefined)?.userActivation?.hasBeenActive ?? true;

/**
 * Queues messages to be read one after another, 600 ms apart, once the visitor has interacted
 * with the page (before that, browsers refuse to play).
 */
export function speakInTurn(messages: readonly { id: number; text: string }[]): void {
  if (!mayAutoPlay()) return;
  const idle = $speaking.get() === null && gap === undefined;
  queue.push(...messages.map(({ id, text }) => ({ id, text })));
  if (idle) next();
}

/** Stops speech and frees every fetched clip (sign-out). */
export function resetSpeech(): void {
  stopSpeaking();
  for (const url of urls.values())
    void url.then(
      (u) => URL.revokeObjectURL(u),
      () => undefined,
    );
  urls.clear();
}
