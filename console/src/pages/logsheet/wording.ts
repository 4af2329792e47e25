import type { LogsheetEntry } from '@kyu/core/contract';

/** What one change did, given the record it named (its name, or "school 3" when it has none). */
type Phrase = (record: string) => string;

const CHANGED: Record<string, Phrase> = {
  'POST /admin/schools': () => 'A school added',
  'PUT /admin/schools/{}': (s) => `${s}'s brand changed`,
  'DELETE /admin/schools/{}': (s) => `${s} deleted`,
  'PUT /admin/schools/{}/images/{}': (s) => `${s}'s picture changed`,
  'DELETE /admin/schools/{}/images/{}': (s) => `${s}'s picture removed`,
  'POST /admin/schools/{}/embed-secrets': (s) => `An embed secret added for ${s}`,
  'POST /admin/schools/{}/embed-secrets/{}/rotate': () => 'An embed secret rotated',
  'DELETE /admin/schools/{}/embed-secrets/{}': () => 'An embed secret removed',
  'PUT /admin/users/{}': (u) => `${u}'s account changed`,
  'PUT /admin/courses/{}': (c) => `${c}'s details changed`,
  'POST /admin/activation-codes/batches': () => 'Activation codes made',
  'POST /admin/course-activations': () => 'A course activated for a school',
  'POST /admin/documents': () => 'A document uploaded',
  'POST /admin/documents/generation': () => 'A document uploaded for generating questions',
  'DELETE /admin/documents/{}': (d) => `${d} deleted`,
  'POST /admin/documents/{}/re-extract': (d) => `${d} read again`,
  'POST /admin/prompts': () => 'A prompt added',
  'PUT /admin/prompts/{}': (p) => `${p} changed`,
  'DELETE /admin/prompts/{}': (p) => `${p} deleted`,
  'POST /admin/prompts/test-run': () => 'A prompt tried out',
  'POST /admin/prompts/{}/versions/{}/restore': () => "A prompt's earlier version restored",
  'POST /admin/questions/import': () => 'Questions imported',
  'PUT /admin/questions/{}': (q) => `${q} edited`,
  'PATCH /admin/questions/{}/state': (q) => `${q}'s state changed`,
  'POST /admin/questions/state': (q) => `${q}'s state changed`,
  'PATCH /admin/question-reports/{}': (r) => `${r} dealt with`,
  'POST /admin/assessments/generate': () => 'An assessment generated',
  'POST /admin/assessments/{}/publish': (a) => `${a} published`,
  'POST /teachers/class': () => 'A class added',
  'POST /teachers/class/{}/assign': (c) => `Students added to ${c}`,
  'POST /teachers/class/{}/unassign': (c) => `Students taken out of ${c}`,
  'POST /classes': () => 'A class added',
  'PUT /classes/{}/students': (c) => `${c}'s students changed`,
  'POST /lessons': () => 'A lesson added',
  'PATCH /lessons/{}': (l) => `${l} edited`,
  'DELETE /lessons/{}': (l) => `${l} deleted`,
  'POST /lessons/{}/duplicate': (l) => `${l} copied`,
  'POST /lessons/{}/assign': (l) => `${l} assigned`,
  'POST /worksheets': () => 'A worksheet made',
  'POST /worksheets/generate': () => 'A worksheet generated',
  'POST /worksheets/generation/documents': () => 'A document uploaded for a worksheet',
  'PATCH /worksheets/{}': (w) => `${w} edited`,
  'DELETE /worksheets/{}': (w) => `${w} deleted`,
  'PUT /worksheets/{}/questions': (w) => `${w}'s questions changed`,
  'POST /worksheets/{}/duplicate': (w) => `${w} copied`,
  'POST /worksheets/{}/share': (w) => `${w} shared`,
  'POST /worksheets/{}/assign': (w) => `${w} assigned`,
  'POST /worksheets/{}/assignments/{}/unassign': () => 'A worksheet unassigned',
  'POST /worksheets/{}/assignments/{}/reassign': () => 'A worksheet assigned again',
  'PUT /questions': () => 'Questions saved',
  'DELETE /questions/{}': (q) => `${q} deleted`,
  'PATCH /users': () => 'Their own profile changed',
  'PATCH /users/{}/profile-pic': () => 'Their own picture changed',
  'POST /auth/logout': () => 'Signed out',
};

// The record a path names, by the path's first word: the fallback when it has no name.
const KIND_WORDS: Record<string, string> = {
  schools: 'school',
  users: 'user',
  courses: 'course',
  documents: 'document',
  prompts: 'prompt',
  questions: 'question',
  'question-reports': 'question report',
  assessments: 'assessment',
  class: 'class',
  classes: 'class',
  lessons: 'lesson',
  worksheets: 'worksheet',
};

const VERBS: Record<string, string> = {
  POST: 'added or run',
  PUT: 'changed',
  PATCH: 'changed',
  DELETE: 'deleted',
};

/** `PUT /admin/schools/{id}` → `PUT /admin/schools/{}`: the table above ignores parameter names. */
const shapeOf = (action: string) => action.replace(/\{\w+\}/g, '{}');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The record an entry names, in words: its name, or its kind and number. */
function recordOf(entry: LogsheetEntry): string {
  if (entry.target_name) return entry.target_name;
  const words =
    entry.action
      .split(' ')[1]
      ?.split('/')
      .filter((w) => w && w !== 'admin') ?? [];
  const kind = KIND_WORDS[words[0] === 'teachers' ? (words[1] ?? '') : (words[0] ?? '')];
  if (!kind) return 'a record';
  return entry.target_id === null ? `a ${kind}` : `${kind} ${entry.target_id}`;
}

/**
 * What an entry did, in words, with who did it ("Hillside Academy's brand changed by Ada
 * Admin"), never the route it was recorded by. A route not in the table reads by its words.
 */
export function describeEntry(entry: LogsheetEntry): string {
  const who = entry.actor_name ?? 'someone';
  if (entry.action === 'sign-in') return `${who} signed in`;
  if (entry.action === 'sign-in failed') return 'A sign-in was refused';
  const phrase = CHANGED[shapeOf(entry.action)];
  if (phrase) return `${capitalised(phrase(recordOf(entry)))} by ${who}`;
  const [method = '', path = ''] = entry.action.split(' ');
  const words = path
    .split('/')
    .filter((w) => w && !w.startsWith('{') && w !== 'admin')
    .join(' ')
    .replace(/-/g, ' ');
  return `${capitalised(words || 'something')} ${VERBS[method] ?? 'changed'} by ${who}`;
}
