import type { Db } from '../../db/client';
import { DEFAULT_COACH_PROMPT } from './default-coach';
import { promptInForce } from './queries';

/**
 * How long a coach prompt read from the database is reused. Every question needs it before the
 * model can be asked, so a read per question would sit in front of every answer. An edit takes
 * effect at once on every instance (the 'coach-prompts' invalidation); this bounds how long a
 * prompt outlives a missed one, or a write made outside Kyu.
 */
export const COACH_PROMPT_TTL_MS = 30_000;

interface Entry {
  text: Promise<string>;
  until: number;
}

/** Per database, so apps opened on different databases (as the tests do) never share one. */
const cached = new WeakMap<Db, Map<number | null, Entry>>();

/** The coach prompt in force for a school: its own, else Kyu's default, else the built-in one. */
export function coachPrompt(db: Db, schoolId: number | null, now = Date.now()): Promise<string> {
  let bySchool = cached.get(db);
  if (!bySchool) cached.set(db, (bySchool = new Map()));
  const hit = bySchool.get(schoolId);
  if (hit && hit.until > now) return hit.text;
  // The promise is kept, not the text, so questions arriving together share one read.
  const entry: Entry = {
    text: promptInForce(db, 'coach', schoolId).then((text) => text ?? DEFAULT_COACH_PROMPT),
    until: now + COACH_PROMPT_TTL_MS,
  };
  bySchool.set(schoolId, entry);
  const forgetFailure = () => {
    if (bySchool.get(schoolId) === entry) bySchool.delete(schoolId);
  };
  entry.text.catch(forgetFailure);
  return entry.text;
}

/** Drops every coach prompt read so far: any prompt added, changed or removed may be in force. */
export function forgetCoachPrompts(db: Db): void {
  cached.delete(db);
}
