/**
 * Our own hostile requests beyond the issue's: a chat message that makes the offline tutor's
 * question regex backtrack, request bodies too big or too deep, and profile pictures whose
 * canvas is vast on paper or in fact. (Own documents: documents.ts; own read-aloud: read-aloud.ts.)
 */
import { sendEarly } from '../answer';
import { hostileCase, WANTS } from '../case';
import { claimedCanvas, zeroCanvas } from '../files/png';
import type { Kyu } from '../kyu';
import { form, say } from './calls';

/** A profile picture upload of `png` by the student, for themself. */
const avatar = (name: string, wants: typeof WANTS.refused, build: () => Buffer) =>
  hostileCase({
    item: 'own',
    name,
    wants,
    prepare: async () => build(),
    hostile: async (kyu: Kyu, png, signal) => ({
      answers: [
        await kyu.call('PATCH', `/users/${kyu.id('student')}/profile-pic`, {
          as: 'student',
          form: form({}, { bytes: png, filename: 'me.png', type: 'image/png' }),
          signal,
        }),
      ],
      note: `${(png.length / 1024).toFixed(1)} KB sent`,
    }),
  });

/** A sign-in whose body is `body`, sent as JSON; its answer is read even if it comes early. */
const signInWith = (name: string, build: () => Buffer) =>
  hostileCase({
    item: 'own',
    name,
    wants: WANTS.refused,
    prepare: async () => build(),
    hostile: async (kyu: Kyu, body, signal) => ({
      answers: [
        await sendEarly(`${kyu.api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal,
        }),
      ],
    }),
  });

export const ownCases = [
  hostileCase({
    item: 'own',
    name: "chat message 'what is a' + 1,980 spaces + 'ratio!'",
    wants: WANTS.answered,
    hostile: async (kyu: Kyu, _: unknown, signal: AbortSignal) => ({
      answers: [(await say(kyu, 'student', `what is a${' '.repeat(1980)}ratio!`, signal)).answer],
    }),
  }),
  signInWith('JSON body of 50 MB (POST /auth/login)', () =>
    Buffer.from(JSON.stringify({ email: 'x'.repeat(50 << 20), password: 'x' })),
  ),
  signInWith('JSON body nesting arrays 400,000 deep (POST /auth/login)', () =>
    Buffer.from(`{"email":${'['.repeat(400_000)}${']'.repeat(400_000)},"password":"x"}`),
  ),
  avatar('profile picture claiming 60,000×60,000 pixels', WANTS.refused, () =>
    claimedCanvas(60_000),
  ),
  avatar('profile picture of 6,000×6,000 real pixels (144 MB decoded)', WANTS.answered, () =>
    zeroCanvas(6_000),
  ),
];
