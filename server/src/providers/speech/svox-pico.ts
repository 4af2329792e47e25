import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import createSvoxPico, { type SvoxPicoModule } from '@echogarden/svoxpico-wasm';
import type { SpeechSynthesizer } from '../llm/types';
import { wavFromPcm } from './wav';

const LINGWARE = ['en-US_ta.bin', 'en-US_lh0_sg.bin'];
const SAMPLE_RATE = 16_000;
/** Pico's working memory, as its Android and Echogarden hosts give it. */
const PICO_MEMORY = 2_500_000;
const OUT_BUFFER = 16_384;
const PICO_OK = 0;
const PICO_STEP_IDLE = 200;
const PICO_STEP_BUSY = 201;

interface Engine {
  m: SvoxPicoModule;
  engine: number;
  out: number;
  got: number;
  type: number;
  put: number;
}

function cString(m: SvoxPicoModule, text: string) {
  const bytes = new TextEncoder().encode(`${text}\0`);
  const pointer = m._malloc(bytes.length);
  m.HEAPU8.set(bytes, pointer);
  return { pointer, length: bytes.length };
}

function check(code: number, what: string) {
  if (code !== PICO_OK) throw new Error(`SVOX Pico could not ${what} (code ${code}).`);
}

/** Loads the WASM engine and the US English voice once; later calls reuse them. */
async function startEngine(): Promise<Engine> {
  const m = await createSvoxPico({ print: () => {}, printErr: () => {} });
  const cell = () => m._malloc(4);
  const memory = m._malloc(PICO_MEMORY);
  const systemCell = cell();
  check(m._pico_initialize(memory, PICO_MEMORY, systemCell), 'start');
  const system = m.getValue(systemCell, 'i32');
  const voice = cString(m, 'kyu').pointer;
  check(m._pico_createVoiceDefinition(system, voice), 'define a voice');
  for (const file of LINGWARE) {
    const bytes = await readFile(fileURLToPath(new URL(`./lingware/${file}`, import.meta.url)));
    m.FS.writeFile(`/${file}`, bytes);
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
  }
  const engineCell = cell();
  check(m._pico_newEngine(system, voice, engineCell), 'create an engine');
  const engine = m.getValue(engineCell, 'i32');
  return { m, engine, out: m._malloc(OUT_BUFFER), got: cell(), type: cell(), put: cell() };
}

/** Markdown marks would be read out ("asterisk"); links keep their words, not their address. */
export const speakable = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:>|#{1,6}|[-*+]\s)\s*/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Feeds the text and drains samples, yielding to the event loop every few blocks so one long
 * read-aloud does not hold up every other request on this process.
 */
async function synthesizeOn(e: Engine, text: string, signal: AbortSignal): Promise<Buffer> {
  const { m, engine } = e;
  const input = cString(m, speakable(text));
  const parts: Buffer[] = [];
  try {
    for (let offset = 0; offset < input.length;) {
      const size = Math.min(input.length - offset, 32_000);
      check(m._pico_putTextUtf8(engine, input.pointer + offset, size, e.put), 'take the text');
      offset += m.getValue(e.put, 'i16');
      for (let step = PICO_STEP_BUSY, blocks = 0; step === PICO_STEP_BUSY; blocks++) {
        step = m._pico_getData(engine, e.out, OUT_BUFFER, e.got, e.type);
        if (step !== PICO_STEP_BUSY && step !== PICO_STEP_IDLE) check(step, 'synthesize');
        const got = m.getValue(e.got, 'i16');
        if (got > 0) parts.push(Buffer.from(m.HEAPU8.slice(e.out, e.out + got)));
        if (blocks % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
        if (signal.aborted) {
          m._pico_resetEngine(engine, 0);
          throw signal.reason;
        }
      }
    }
  } finally {
    m._free(input.pointer);
  }
  return wavFromPcm(Buffer.concat(parts), SAMPLE_RATE);
}

/**
 * The offline read-aloud: SVOX Pico (Apache-2.0) compiled to WebAssembly, speaking US English
 * into 16 kHz 16-bit mono WAV. One engine serves the process, one text at a time.
 */
export function svoxPico(): SpeechSynthesizer {
  let engine: Promise<Engine> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    mimeType: 'audio/wav',
    voice: 'svox-pico/en-US',
    synthesize(text, signal) {
      // A failed start (a missing voice file) is retried by the next call, not remembered.
      engine ??= startEngine().catch((error: unknown) => {
        engine = null;
        throw error;
      });
      const run = queue.then(async () => synthesizeOn(await engine!, text, signal));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
