import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';

/** The pupil the sample school's site has signed in, as the school's own records know her. */
export interface SchoolPupil {
  /** The school's own user id: the token's `sub`. */
  id: string;
  name: string;
  email: string;
}

export interface HomeworkOptions {
  /** The school's folder of pages; its `templates/homework.html` is the page. */
  root: string;
  /** The school's embed key from Kyu's console, kept on the school's server, never in a page. */
  embedKey: { kid: string; secret: string };
  pupil: SchoolPupil;
  /** The Kyu quiz the teacher set this week, copied from Kyu; null when none is set. */
  quizId: number | null;
}

/** What a school's server signs for its pupil: README, "Signed embeds". */
export function signPupil(pupil: SchoolPupil, key: HomeworkOptions['embedKey']) {
  return new SignJWT({ sub: pupil.id, name: pupil.name, email: pupil.email, role: 'student' })
    .setProtectedHeader({ alg: 'HS256', kid: key.kid })
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(key.secret));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The school's own server code for its homework page: each request signs a fresh token for the
 * pupil signed in to the school's site (the sample has no sign-in of its own, so that is always
 * one demo pupil) and renders it onto Kyu's script tag, with the quiz the teacher set.
 */
export function homeworkRoutes(opts: HomeworkOptions) {
  return (app: FastifyInstance, kyuUrl: string) => {
    app.get('/homework', async (_request, reply) => {
      const template = await readFile(join(opts.root, 'templates/homework.html'), 'utf8');
      const quiz =
        opts.quizId === null
          ? '<p>No homework is set this week.</p>'
          : `<kyu-quiz quiz-id="${opts.quizId}"></kyu-quiz>`;
      const html = template
        .replaceAll('%KYU_URL%', kyuUrl)
        .replaceAll('%IDENTITY%', await signPupil(opts.pupil, opts.embedKey))
        .replaceAll('%PUPIL%', escapeHtml(opts.pupil.name))
        .replaceAll('%QUIZ%', quiz);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  };
}
