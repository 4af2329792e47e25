// The instruments Kyu's background music is played on: plain additive, plucked-string and noise
// synthesis into a mono Float32Array, so the tracks are ours to redistribute (see THIRD-PARTY.md).

/** Samples per second of every track: background music needs no more, and the files stay small. */
export const RATE = 22050;

/** The frequency of a MIDI note number. */
export const hz = (note) => 440 * 2 ** ((note - 69) / 12);

// A fixed seed, so every build renders the same bytes.
let seed = 1;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
/** Restarts the noise sequence (each track begins from the same seed). */
export const reseed = (value) => {
  seed = value;
};

/** A track's buffer: every voice adds into it at a time in seconds, wrapping past the end. */
export function track(seconds) {
  const data = new Float32Array(Math.round(seconds * RATE));
  // Wrapping a voice's tail to the start makes the loop seamless when it replays.
  const add = (start, i, v) => {
    const at = (Math.round(start * RATE) + i) % data.length;
    data[at] += v;
  };
  return { data, seconds, add };
}

const envelope = (t, dur, attack, release) =>
  Math.min(1, t / attack) * (t > dur ? Math.max(0, 1 - (t - dur) / release) : 1);

/**
 * A tone of summed partials, `[multiple, level]`, under an attack/release envelope and an
 * exponential decay (`decay` seconds to fall to ~37 %, Infinity for a held tone).
 */
export function tone(out, start, note, dur, opts = {}) {
  const { partials = [[1, 1]], gain = 0.2, attack = 0.01, release = 0.08, decay = Infinity } = opts;
  const { vibrato = 0, detune = 0 } = opts;
  const f = hz(note) * 2 ** (detune / 1200);
  const n = Math.round((dur + release) * RATE);
  const phases = partials.map(() => 0);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const wobble = vibrato ? 1 + vibrato * Math.sin(2 * Math.PI * 5.5 * t) : 1;
    let v = 0;
    partials.forEach(([mult, level], k) => {
      phases[k] += (2 * Math.PI * f * mult * wobble) / RATE;
      v += level * Math.sin(phases[k]);
    });
    out.add(start, i, gain * v * envelope(t, dur, attack, release) * Math.exp(-t / decay));
  }
}

/** A plucked string (Karplus–Strong): an oud, a harp or a pizzicato bass by its brightness. */
export function pluck(out, start, note, dur, { gain = 0.3, bright = 0.5 } = {}) {
  const period = Math.max(2, Math.round(RATE / hz(note)));
  const ring = Float32Array.from({ length: period }, () => random() * 2 - 1);
  const n = Math.round(dur * RATE);
  const keep = 0.5 + bright * 0.49;
  for (let i = 0; i < n; i++) {
    const j = i % period;
    const v = ring[j];
    ring[j] = keep * v + (1 - keep) * ring[(j + 1) % period];
    ring[j] *= 0.998;
    out.add(start, i, gain * v * Math.min(1, (n - i) / 200));
  }
}

/** A drum: a falling sine for the body, filtered noise for the skin or the metal. */
export function drum(out, start, kind, gain = 0.5) {
  const shapes = {
    kick: { f0: 120, f1: 45, body: 1, noise: 0.05, len: 0.35, tone: 0.12 },
    doum: { f0: 110, f1: 70, body: 0.9, noise: 0.1, len: 0.4, tone: 0.2 },
    tek: { f0: 600, f1: 500, body: 0.2, noise: 0.7, len: 0.08, tone: 0.03 },
    snare: { f0: 200, f1: 160, body: 0.4, noise: 0.8, len: 0.2, tone: 0.06 },
    hat: { f0: 0, f1: 0, body: 0, noise: 0.6, len: 0.05, tone: 0.02 },
    brush: { f0: 0, f1: 0, body: 0, noise: 0.35, len: 0.18, tone: 0.09 },
    ride: { f0: 0, f1: 0, body: 0, noise: 0.3, len: 0.45, tone: 0.2 },
  };
  const s = shapes[kind];
  const n = Math.round(s.len * RATE);
  let phase = 0;
  let last = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * (s.f1 + (s.f0 - s.f1) * Math.exp(-t * 30))) / RATE;
    const white = random() * 2 - 1;
    // High-passed noise for the metal, plain noise for skins.
    const hiss = s.body === 0 ? white - last : white;
    last = white;
    const v = s.body * Math.sin(phase) + s.noise * hiss;
    out.add(start, i, gain * v * Math.exp(-t / s.tone));
  }
}

/** A one-pole low-pass over the whole buffer, `cutoff` in Hz (softens noise into wind or water). */
export function lowpass(data, cutoff) {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = data[data.length - 1];
  for (let i = 0; i < data.length; i++) data[i] = y += a * (data[i] - y);
}

/** A feedback echo that wraps around the loop, for a sense of room. */
export function echo(data, seconds, feedback = 0.3, mix = 0.25) {
  const lag = Math.round(seconds * RATE);
  const wet = new Float32Array(data.length);
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < data.length; i++) {
      const from = (i - lag + data.length) % data.length;
      wet[i] = data[from] + feedback * wet[from];
    }
  for (let i = 0; i < data.length; i++) data[i] += mix * wet[i];
}

/** Noise into the buffer, for wind, water or the hiss of a room. */
export function noise(out, start, dur, gain) {
  const n = Math.round(dur * RATE);
  for (let i = 0; i < n; i++) out.add(start, i, gain * (random() * 2 - 1));
}

/** The mix as 16-bit samples, peaking just under full scale. */
export function toPcm(data) {
  let peak = 1e-9;
  for (const v of data) peak = Math.max(peak, Math.abs(v));
  const scale = (0.89 * 32767) / peak;
  return Int16Array.from(data, (v) => Math.round(v * scale));
}
