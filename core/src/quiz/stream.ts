import type { SubmitStreamEvents } from '../contract';
import { readEvents, type StreamEvent } from '../streaming';

/** One Server-Sent Event of a quiz submission, its JSON data parsed. */
export type SubmitEvent = StreamEvent<SubmitStreamEvents>;

const NAMES: ReadonlySet<string> = new Set<keyof SubmitStreamEvents>([
  'evaluations',
  'explanation',
  'scoring_rationale',
  'error',
  'attempt',
  'end',
]);

/** Reads a quiz submission to its end, handing each known event to `onEvent` in order. */
export const readSubmitEvents = (
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SubmitEvent) => void,
): Promise<void> => readEvents<SubmitStreamEvents>(body, NAMES, onEvent);
