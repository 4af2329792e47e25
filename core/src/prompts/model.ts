/**
 * Prompt types as stored (calls.md §7): the numbered ones, and the coach's. The names are what
 * the console shows; several numbers share a name because the spec gives two ids for one use.
 */
export const PROMPT_TYPES = [
  { id: 'coach', name: 'Coach' },
  { id: '1', name: 'Marking (1)' },
  { id: '2', name: 'Default: generation (2)' },
  { id: '3', name: 'Marking (3)' },
  { id: '4', name: 'Scoring (4)' },
  { id: '5', name: 'Solution (5)' },
  { id: '6', name: 'Objective (6)' },
  { id: '7', name: 'User request (7)' },
  { id: '8', name: 'Default: generation (8)' },
  { id: '9', name: 'User request (9)' },
] as const;
export type PromptTypeId = (typeof PROMPT_TYPES)[number]['id'];

/** The longest prompt text, in characters. */
export const PROMPT_MAX_LENGTH = 20_000;

/**
 * The `{{name}}` placeholders the server fills in, per type. None today: the coach's student
 * name and school notes, and the scorer's rubric and answer, are added after the prompt rather
 * than into it, so a `{{...}}` would reach the model as it is written. A type that comes to fill
 * one lists it here, and `promptProblems` accepts it.
 */
export const PROMPT_PLACEHOLDERS: Record<PromptTypeId, readonly string[]> = {
  coach: [],
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '5': [],
  '6': [],
  '7': [],
  '8': [],
  '9': [],
};

const isPromptType = (type: string): type is PromptTypeId =>
  PROMPT_TYPES.some((t) => t.id === type);

/** What is wrong with `{{` … `}}` in a text: unbalanced braces, or names the type does not fill. */
function placeholderProblems(type: PromptTypeId, text: string): string[] {
  const known = PROMPT_PLACEHOLDERS[type];
  const unknown = new Set<string>();
  let open = -1;
  for (const match of text.matchAll(/\{\{|\}\}/g)) {
    const at = match.index;
    if (match[0] === '{{') {
      if (open >= 0) return [`has a "{{" at character ${open + 1} that is never closed`];
      open = at;
    } else {
      if (open < 0) return [`has a "}}" at character ${at + 1} with no "{{" before it`];
      const name = text.slice(open + 2, at).trim();
      if (!known.includes(name)) unknown.add(name);
      open = -1;
    }
  }
  if (open >= 0) return [`has a "{{" at character ${open + 1} that is never closed`];
  return [...unknown].map((name) =>
    known.length
      ? `uses {{${name}}}, which this prompt type does not fill in (it fills ${known.map((k) => `{{${k}}}`).join(', ')})`
      : `uses {{${name}}}, but this prompt type fills in no placeholders`,
  );
}

/**
 * Why a prompt text cannot be saved or run, one message per problem; empty when it can. The
 * server refuses on these before the text replaces the working one; the console shows them.
 */
export function promptProblems(type: string, text: string): string[] {
  if (!isPromptType(type)) return [`${type} is not a prompt type`];
  if (text.includes('\u0000')) return ['contains a NUL character'];
  if (!text.trim()) return ['is blank'];
  const problems: string[] = [];
  if (text.length > PROMPT_MAX_LENGTH) {
    problems.push(`is ${text.length} characters long; the most is ${PROMPT_MAX_LENGTH}`);
  }
  return [...problems, ...placeholderProblems(type, text)];
}
