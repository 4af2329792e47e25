// The six loops, in the order of overview §3 "Music track". Each is a few bars written out as
// notes (MIDI numbers) and played on the instruments of synth.mjs.
import { drum, echo, lowpass, noise, pluck, tone, track } from './synth.mjs';

/**
 * Plays a line written as `note/beats` tokens (`r` rests) from `at` beats on, each note through
 * `play(start seconds, note, seconds)`. Returns the beat after the line.
 */
function line(beat, at, tokens, play) {
  for (const token of tokens.trim().split(/\s+/)) {
    const [note, beats] = token.split('/');
    if (note !== 'r') play(at * beat, Number(note), Number(beats) * beat);
    at += Number(beats);
  }
  return at;
}

/** Chords as arrays of notes, one per `beatsEach` beats, through `play`. */
function chords(beat, at, list, beatsEach, play) {
  list.forEach((notes, k) => {
    for (const note of notes) play((at + k * beatsEach) * beat, note, beatsEach * beat);
  });
}

/** A drum pattern over `bars` bars: a string per drum, one character per step, `x` hits. */
function groove(out, beat, bars, steps, pattern, gain = 0.4, swing = 0) {
  for (let bar = 0; bar < bars; bar++)
    for (const [kind, hits] of Object.entries(pattern))
      [...hits].forEach((c, k) => {
        if (c === '.') return;
        const late = k % 2 === 1 ? swing : 0;
        const at = (bar * 4 + (k + late) * (4 / steps)) * beat;
        drum(out, at, kind, c === 'X' ? gain * 1.3 : gain);
      });
}

const flute = {
  partials: [
    [1, 1],
    [2, 0.35],
    [3, 0.12],
  ],
  attack: 0.06,
  release: 0.15,
  vibrato: 0.006,
};
const piano = {
  partials: [
    [1, 1],
    [2, 0.5],
    [3, 0.25],
    [4, 0.12],
  ],
  decay: 0.7,
  release: 0.1,
};
const bell = {
  partials: [
    [1, 1],
    [4, 0.35],
    [9.2, 0.08],
  ],
  decay: 0.35,
  attack: 0.003,
};
const pad = {
  partials: [
    [1, 1],
    [2, 0.2],
  ],
  attack: 1.2,
  release: 1.2,
  gain: 0.06,
};
const rhodes = {
  partials: [
    [1, 1],
    [2, 0.15],
    [7, 0.06],
  ],
  decay: 1.2,
  attack: 0.005,
  gain: 0.1,
};

function marhaban() {
  const beat = 60 / 96;
  const out = track(48 * beat);
  const oud = (t, n, d) => pluck(out, t, n, d + 0.3, { gain: 0.35, bright: 0.7 });
  const ney = (t, n, d) => tone(out, t, n, d, { ...flute, gain: 0.12 });
  // Hijaz on D: D E♭ F♯ G A B♭ C.
  const phrase =
    '62/0.5 63/0.5 66/1 67/0.5 66/0.5 63/0.5 62/0.5 r/0.5 69/0.5 70/0.5 69/0.5 67/1 66/1';
  const answer = '69/1 70/0.5 72/0.5 70/1 69/0.5 67/0.5 66/1 67/0.5 66/0.5 63/1 62/1';
  for (const at of [0, 8, 24, 32]) line(beat, at, phrase, oud);
  for (const at of [16, 40]) line(beat, at, answer, ney);
  for (let bar = 0; bar < 12; bar++) {
    tone(out, bar * 4 * beat, 38, 4 * beat, { ...pad, gain: 0.08 });
    tone(out, bar * 4 * beat, 45, 4 * beat, { ...pad, gain: 0.05 });
  }
  // Maqsum: doum, tek, rest, tek, doum, rest, tek, rest.
  groove(out, beat, 12, 8, { doum: 'x...x...', tek: '.x.x..x.' }, 0.35);
  echo(out.data, 0.3, 0.25, 0.2);
  return out.data;
}

function dancingPiano() {
  const beat = 60 / 126;
  const out = track(64 * beat);
  const keys = (t, n, d) => tone(out, t, n, d, { ...piano, gain: 0.12 });
  // I–vi–IV–V in C, a stride left hand: bass on the beat, chord off it.
  const harmony = [
    [36, [52, 55, 60]],
    [33, [52, 57, 60]],
    [29, [53, 57, 60]],
    [31, [53, 55, 59]],
  ];
  for (let bar = 0; bar < 16; bar++) {
    const [bass, chord] = harmony[bar % 4];
    for (let b = 0; b < 4; b++) {
      const at = (bar * 4 + b) * beat;
      if (b % 2 === 0) keys(at, bass + (b === 2 ? 7 : 0), beat * 0.9);
      else for (const n of chord) keys(at, n, beat * 0.5);
    }
  }
  const tune = '72/0.5 76/0.5 79/1 77/0.5 76/0.5 74/1 72/0.5 74/0.5 76/0.5 72/0.5 69/2';
  const turn = '77/0.5 76/0.5 74/0.5 72/0.5 71/1 74/1 79/0.5 77/0.5 76/0.5 74/0.5 72/2';
  for (const at of [0, 32]) line(beat, at, tune + ' ' + turn, keys);
  for (const at of [16, 48]) line(beat, at, turn + ' ' + tune, keys);
  groove(out, beat, 16, 8, { hat: '.x.x.x.x' }, 0.12);
  return out.data;
}

function dotori() {
  const beat = 60 / 108;
  const out = track(48 * beat);
  const marimba = (t, n, d) => tone(out, t, n, d, { ...bell, gain: 0.16 });
  const bass = (t, n, d) => pluck(out, t, n, d, { gain: 0.4, bright: 0.2 });
  // A major pentatonic, skipping like a squirrel with its acorn.
  const hop = '81/0.5 78/0.5 76/0.5 78/0.5 81/1 83/0.5 81/0.5 78/1 76/0.5 73/0.5 76/2';
  const hide = '73/0.5 76/0.5 78/0.5 76/0.5 73/1 71/0.5 73/0.5 69/1 71/0.5 73/0.5 69/2';
  for (const at of [0, 16, 32]) line(beat, at, hop + ' ' + hide, marimba);
  const roots = [45, 42, 38, 40];
  for (let bar = 0; bar < 12; bar++)
    line(beat, bar * 4, `${roots[bar % 4]}/1 r/1 ${roots[bar % 4] + 7}/1 r/1`, bass);
  groove(out, beat, 12, 8, { tek: '..x...x.', hat: 'x.x.x.x.' }, 0.12);
  echo(out.data, 0.28, 0.2, 0.15);
  return out.data;
}

function nature() {
  const beat = 60 / 60;
  const out = track(32 * beat);
  // A stream: noise softened to a murmur, under slow open chords.
  noise(out, 0, 32, 0.05);
  lowpass(out.data, 500);
  const chordsOf = [
    [50, 57, 62, 66],
    [47, 55, 62, 64],
    [43, 50, 59, 62],
    [45, 52, 57, 64],
  ];
  chords(beat, 0, [...chordsOf, ...chordsOf], 4, (t, n, d) =>
    tone(out, t, n, d, { ...pad, detune: 4 }),
  );
  // Birds: quick rising chirps, placed so no two sound alike.
  const birds = [1.2, 1.45, 5.3, 9.1, 9.3, 9.5, 14.7, 18.2, 18.4, 23.6, 27.9, 28.1];
  birds.forEach((t, k) =>
    tone(out, t, 96 + (k % 5), 0.08, { gain: 0.05, attack: 0.01, release: 0.04, vibrato: 0.08 }),
  );
  line(beat, 2, '74/2 r/2 78/1 76/1 74/2 r/8 71/2 r/2 74/1 76/1 69/4', (t, n, d) =>
    tone(out, t, n, d, { ...flute, gain: 0.07 }),
  );
  echo(out.data, 0.45, 0.35, 0.3);
  return out.data;
}

function electronic() {
  const beat = 60 / 124;
  const out = track(64 * beat);
  const saw = [1, 2, 3, 4, 5, 6].map((k) => [k, 1 / k]);
  const bassLine = (t, n, d) => tone(out, t, n, d, { partials: saw, gain: 0.07, decay: 0.25 });
  const arp = (t, n, d) =>
    tone(out, t, n, d, {
      partials: [
        [1, 1],
        [3, 0.33],
        [5, 0.2],
      ],
      gain: 0.05,
      decay: 0.15,
    });
  // A minor, Am–F–C–G, the arpeggio stepping through odd groupings.
  const roots = [45, 41, 48, 43];
  for (let bar = 0; bar < 16; bar++) {
    const root = roots[Math.floor(bar / 2) % 4] - 12;
    line(
      beat,
      bar * 4,
      `${root}/0.5 ${root}/0.5 r/0.25 ${root + 12}/0.25 ${root}/0.5 `.repeat(2),
      bassLine,
    );
    const chord = [0, 3, 7, 12, 15].map((i) => root + 36 + i);
    for (let s = 0; s < 16; s++) arp((bar * 4 + s / 4) * beat, chord[(s * 3) % 5], beat / 4);
  }
  const four = { kick: 'x...x...x...x...', hat: '..x...x...x...xx', snare: '....x.......x...' };
  groove(out, beat, 16, 16, four, 0.35);
  echo(out.data, beat * 0.75, 0.35, 0.25);
  return out.data;
}

function jazz() {
  const beat = 60 / 104;
  const out = track(48 * beat);
  const swing = 0.16;
  const keys = (t, n, d) => tone(out, t, n, d, rhodes);
  const walk = (t, n, d) => pluck(out, t, n, d, { gain: 0.45, bright: 0.15 });
  // ii–V–I–vi in F, with sevenths and ninths, comped on the "and" of two.
  const changes = [
    [[55, 58, 62, 65], '43/1 45/1 46/1 47/1'],
    [[52, 57, 60, 64], '48/1 46/1 45/1 43/1'],
    [[53, 57, 60, 64], '41/1 45/1 48/1 50/1'],
    [[50, 53, 57, 60], '50/1 48/1 47/1 45/1'],
  ];
  for (let bar = 0; bar < 12; bar++) {
    const [chord, bass] = changes[bar % 4];
    for (const n of chord) {
      keys((bar * 4 + 0) * beat, n, beat * 1.2);
      keys((bar * 4 + 1.5 + swing) * beat, n, beat * 0.8);
    }
    line(beat, bar * 4, bass, walk);
  }
  const head = '72/0.67 70/0.33 69/1 67/0.67 65/0.33 64/1 65/1 69/0.67 72/0.33 74/2';
  line(beat, 16, head + ' ' + head.replace('74/2', '77/2'), (t, n, d) =>
    tone(out, t, n, d, { ...rhodes, gain: 0.13 }),
  );
  groove(out, beat, 12, 8, { ride: 'x.x.x.x.', brush: '..x...x.' }, 0.1, swing * 2);
  noise(out, 0, 48 * beat, 0.004);
  echo(out.data, 0.09, 0.4, 0.2);
  return out.data;
}

/** Title, file name and composer of each track, in the spec's order. */
export const SONGS = [
  { title: 'Marhaban Ya Ramadhan', file: 'marhaban-ya-ramadhan', render: marhaban },
  { title: 'Dancing Piano', file: 'dancing-piano', render: dancingPiano },
  { title: 'Dotori', file: 'dotori', render: dotori },
  { title: 'Nature', file: 'nature', render: nature },
  { title: 'Electronic Experimental', file: 'electronic-experimental', render: electronic },
  { title: 'Jazz In A Room', file: 'jazz-in-a-room', render: jazz },
];
