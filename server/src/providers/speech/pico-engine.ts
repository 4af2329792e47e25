import { readFile } from 'node:fs/promises';
import createSvoxPico, { type SvoxPicoModule } from '@echogarden/svoxpico-wasm';

const LINGWARE = ['en-US_ta.bin', 'en-US_lh0_sg.bin'];
export const SAMPLE_RATE = 16_000;
/** Pico's working memory, as its Android and Echogarden hosts give it. */
const PICO_MEMORY = 2_500_000;
const OUT_BUFFER = 16_384;
const PICO_OK = 0;
const PICO_STEP_IDLE = 200;
const PICO_STEP_BUSY = 201;
/**
 * Calls in a row that make no sound before the engine is taken to be spinning. A sentence
 * needs a few hundred at most (measured); the pool's time limit is the guard behind this one.
 */
const SILENT_STEPS = 100_000;

/** A pico call that failed or stalled: the engine that made it is not to be used again. */
export class PicoFailure extends Error {}

export interface PicoEngine {
  /** The 16-bit PCM of one sentence; throws `PicoFailure` when the engine cannot say it. */
  say(sentence: string): Buffer;
}

function cString(m: SvoxPicoModule, text: string) {
  const bytes = new TextEncoder().encode(`${text}\0`);
  const pointer = m._malloc(bytes.length);
  m.HEAPU8.set(bytes, pointer);
  return { pointer, length: bytes.length };
}

function check(code: number, what: string) {
  if (code !== PICO_OK) throw new PicoFailure(`SVOX Pico could not ${what} (code ${code}).`);
}

// The voice files are read once per thread; a rebuilt engine reuses them.
let lingware: Promise<Uint8Array[]> | null = null;
const readLingware = () =>
  (lingware ??= Promise.all(
    LINGWARE.map((file) => readFile(new URL(`./lingware/${file}`, import.meta.url))),
  ).catch((error: unknown) => {
    lingware = null;
    throw error;
  }));

/**
 * A fresh WebAssembly instance of SVOX Pico with the US English voice. Each engine has its own
 * memory, so one dropped after a failure takes whatever state broke it along.
 */
export async function startPicoEngine(): Promise<PicoEngine> {
  const files = await readLingware();
  const m = await createSvoxPico({ print: () => {}, printErr: () => {} });
  const cell = () => m._malloc(4);
  const memory = m._malloc(PICO_MEMORY);
  const systemCell = cell();
  check(m._pico_initialize(memory, PICO_MEMORY, systemCell), 'start');
  const system = m.getValue(systemCell, 'i32');
  const voice = cString(m, 'kyu').pointer;
  check(m._pico_createVoiceDefinition(system, voice), 'define a voice');
  LINGWARE.forEach((file, i) => {
    m.FS.writeFile(`/${file}`, files[i]!);
    const resourceCell = cell();
    check(
      m._pico_loadResource(system, cString(m, `/${file}`).pointer, resourceCell),
      `load ${file}`,
    );
    const name = m._malloc(32);
    check(
      m._pico_getResourceName(system, m.getValue(resourceCell, 'i32'), name),
      'name a resource',
    );
    check(m._pico_addResourceToVoiceDefinition(system, voice, name), 'add a resource');
  });
  const engineCell = cell();
  check(m._pico_newEngine(system, voice, engineCell), 'create an engine');
  const engine = m.getValue(engineCell, 'i32');
  const out = m._malloc(OUT_BUFFER);
  const [got, type, put] = [cell(), cell(), cell()];

  /** Takes what pico has made of the text so far; the bytes made. */
  function drain(parts: Buffer[]) {
    let made = 0;
    for (let step = PICO_STEP_BUSY, silent = 0; step === PICO_STEP_BUSY;) {
      step = m._pico_getData(engine, out, OUT_BUFFER, got, type);
      if (step !== PICO_STEP_BUSY && step !== PICO_STEP_IDLE) check(step, 'synthesize');
      const size = m.getValue(got, 'i16');
      if (size > 0) parts.push(Buffer.from(m.HEAPU8.slice(out, out + size)));
      made += size;
      silent = size > 0 ? 0 : silent + 1;
      if (silent > SILENT_STEPS) throw new PicoFailure('SVOX Pico kept working without a sound.');
    }
    return made;
  }

  return {
    say(sentence) {
      const input = cString(m, sentence);
      const parts: Buffer[] = [];
      try {
        for (let offset = 0; offset < input.length;) {
          check(
            m._pico_putTextUtf8(engine, input.pointer + offset, input.length - offset, put),
            'take the text',
          );
          const taken = m.getValue(put, 'i16');
          offset += taken;
          // A word longer than pico's text buffer is never taken, and nothing is ever made of it.
          if (drain(parts) === 0 && taken === 0) {
            throw new PicoFailure('SVOX Pico took no more of the text.');
          }
        }
      } finally {
        m._free(input.pointer);
      }
      return Buffer.concat(parts);
    },
  };
}
