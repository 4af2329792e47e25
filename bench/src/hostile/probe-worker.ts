/**
 * The second client of the hostile bench, in a thread of its own so that nothing the bench does
 * (building a file, reading a 20 MB answer) delays it: every 50 ms it reads a cheap signed-in
 * route, as a page polling would (one read at a time: while one waits, the next does too, so a
 * stalled server is not buried under connections), and every 100 ms the server's peak memory
 * (VmHWM) from /proc. Between `open` and `close` it keeps the worst wait of the reads sent
 * meanwhile and the peak; `close` waits for a read still under way (a bounded while), counting
 * it at its wait so far when it is not back by then.
 */
import { parentPort } from 'node:worker_threads';
import { memoryKb, resetPeak } from './memory';

export type ToProbe =
  | { kind: 'target'; url: string; token: string; pid: number }
  | { kind: 'pause' }
  | { kind: 'open' }
  | { kind: 'close' };

export interface Window {
  probes: number;
  /** Probes that got no 2xx: an error status, a lost connection or no answer by the close. */
  failed: number;
  /** Why they failed: the status, the error's code, or "no answer" by the close; and how often. */
  failures: Record<string, number>;
  /** The longest a probe took, answered or not. */
  worstMs: number;
  /** The server's resident memory when the window opened, in kB (0 when it could not be read). */
  startKb: number;
  /** Its peak resident memory in the window, in kB (0 when it could not be read). */
  peakKb: number;
}

export type FromProbe = { kind: 'closed'; window: Window } | { kind: 'ready' };

const EVERY_MS = 50;
const MEMORY_EVERY_MS = 100;
/** Longer than a case's bound, so that a stalled server's wait is measured, not cut. */
const PROBE_TIMEOUT_MS = 120_000;
/** How long `close` waits for the probes still under way. */
const CLOSE_WAIT_MS = 5_000;

const port = parentPort!;
let target: Extract<ToProbe, { kind: 'target' }> | null = null;

/** A read under way, and the window it counts in (one opened while it waits takes it). */
interface Read {
  sent: number;
  window: OpenWindow | null;
  done: Promise<void>;
}
type OpenWindow = Window & { reading: Read | null };

let window: OpenWindow | null = null;
let reading: Read | null = null;

function fail(into: Window, why: string) {
  into.failed++;
  into.failures[why] = (into.failures[why] ?? 0) + 1;
}

function probe() {
  if (!target || reading) return;
  const { url, token } = target;
  const read: Read = { sent: performance.now(), window, done: Promise.resolve() };
  read.done = fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.ok ? null : String(res.status);
    })
    .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name)
    .then((failure) => {
      reading = null;
      const into = read.window;
      if (!into) return;
      into.reading = null;
      into.probes++;
      if (failure) fail(into, failure);
      into.worstMs = Math.max(into.worstMs, performance.now() - read.sent);
    });
  reading = read;
  if (window) window.reading = read;
}

function sampleMemory() {
  if (!target || !window) return;
  const kb = memoryKb(target.pid, 'VmHWM');
  if (kb !== null) window.peakKb = Math.max(window.peakKb, kb);
}

function open() {
  if (target) resetPeak(target.pid);
  window = {
    probes: 0,
    failed: 0,
    failures: {},
    worstMs: 0,
    startKb: (target && memoryKb(target.pid, 'VmRSS')) ?? 0,
    peakKb: 0,
    reading,
  };
  if (reading) reading.window = window;
  sampleMemory();
}

async function close() {
  const closing = window;
  if (!closing) return;
  sampleMemory();
  window = null;
  if (closing.reading) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      closing.reading.done,
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }
  const late = closing.reading;
  if (late) {
    late.window = null;
    closing.probes++;
    fail(closing, 'no answer');
    closing.worstMs = Math.max(closing.worstMs, performance.now() - late.sent);
  }
  const { probes, failed, failures, worstMs, startKb, peakKb } = closing;
  port.postMessage({
    kind: 'closed',
    window: { probes, failed, failures, worstMs, startKb, peakKb },
  } satisfies FromProbe);
}

port.on('message', (message: ToProbe) => {
  if (message.kind === 'target') target = message;
  else if (message.kind === 'pause') target = null;
  else if (message.kind === 'open') open();
  else void close();
});

setInterval(probe, EVERY_MS);
setInterval(sampleMemory, MEMORY_EVERY_MS);
port.postMessage({ kind: 'ready' } satisfies FromProbe);
