/** The kinds of record a logsheet entry's path can name, whose names the logsheet shows. */
export type TargetKind = 'school' | 'user' | 'course' | 'class' | 'lesson' | 'document';

// Which record a change's `target_id` is (entry.ts keeps the path's last numeric id), by the
// path it was made on. A path whose last id is of another kind (a school's embed secret, a
// lesson's assignment item) is left out rather than named wrongly.
const KINDS: readonly [RegExp, TargetKind][] = [
  [/^\w+ \/admin\/schools\/\{\w+\}(\/images\/\{\w+\}|\/embed-secrets)?$/, 'school'],
  [/^\w+ \/admin\/users\/\{\w+\}$/, 'user'],
  [/^\w+ \/admin\/courses\/\{\w+\}$/, 'course'],
  [/^\w+ \/(teachers\/class|classes)\/\{\w+\}(\/\w+)?$/, 'class'],
  [/^\w+ \/lessons\/\{\w+\}(\/(assign|duplicate))?$/, 'lesson'],
  [/^\w+ \/admin\/documents\/\{\w+\}(\/re-extract)?$/, 'document'],
];

/** The kind of record an entry's action (`PUT /admin/schools/{id}`) names, if the logsheet names it. */
export const targetKindOf = (action: string): TargetKind | null =>
  KINDS.find(([pattern]) => pattern.test(action))?.[1] ?? null;
