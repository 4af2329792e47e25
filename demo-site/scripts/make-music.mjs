// Renders Kyu's six background-music loops (scripts/music/songs.mjs) to small mono MP3s under
// public/music/, which the portal serves from Kyu's own origin. Run by `npm run build`; the
// files are not committed. A stamp of the composing code skips the work when nothing changed.
import { Mp3Encoder } from '@breezystack/lamejs';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reseed, RATE, toPcm } from './music/synth.mjs';
import { SONGS } from './music/songs.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('../public/music/');
const KBPS = 32;

const sources = ['make-music.mjs', 'music/synth.mjs', 'music/songs.mjs'];
const stamp = createHash('sha256')
  .update(sources.map((file) => readFileSync(here(file), 'utf8')).join('\0'))
  .digest('hex');
const stampFile = `${outDir}.stamp`;
const files = SONGS.map((song) => `${outDir}${song.file}.mp3`);

function encode(pcm) {
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const parts = [];
  for (let i = 0; i < pcm.length; i += 1152)
    parts.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.length)));
}

const fresh =
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp &&
  files.every((file) => existsSync(file));
if (fresh) {
  console.log('music: up to date');
} else {
  mkdirSync(outDir, { recursive: true });
  SONGS.forEach((song, k) => {
    reseed(k + 1);
    const pcm = toPcm(song.render());
    writeFileSync(files[k], encode(pcm));
    const seconds = (pcm.length / RATE).toFixed(1);
    console.log(`music: ${song.title}, ${seconds} s, ${statSync(files[k]).size} bytes`);
  });
  writeFileSync(stampFile, stamp);
}
