import type { FastifyReply } from 'fastify';
import { MAX_ID, type ListQuery } from '@kyu/core/contract';
import { isId } from './numerals';
import { badRequest } from './problem';
import { textIssue } from './text-input';

/** The most rows one list answer carries; react-admin pages are far smaller. */
export const MAX_PAGE = 1000;

/** How a filter key's value is read: free text, ids (one, several, or null for "none"), a flag. */
export type FilterKind = 'text' | 'ids' | 'boolean';

export interface ListSpec<Field extends string, Filter extends string> {
  sortable: readonly Field[];
  defaultSort: readonly [Field, 'ASC' | 'DESC'];
  filters: Record<Filter, FilterKind>;
}

export type FilterValue = string | boolean | number[] | null;

export interface ParsedList<Field extends string, Filter extends string> {
  sort: { field: Field; order: 'ASC' | 'DESC' };
  /** Inclusive, as ra-data-simple-rest sends it. */
  range: { start: number; end: number };
  filter: Partial<Record<Filter, FilterValue>>;
}

function parseJson(name: keyof ListQuery, text: string | undefined, example: string): unknown {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`${name} is not valid JSON; expected ${example}.`, {
      [name]: [`must be JSON like ${example}`],
    });
  }
  // Text inside the JSON is held to what any text of a request is (no NUL, whole Unicode).
  const issue = textIssue(parsed, name);
  if (issue)
    throw badRequest(`${issue.field} ${issue.message}.`, { [issue.field]: [issue.message] });
  return parsed;
}

function filterValue(key: string, kind: FilterKind, value: unknown): FilterValue {
  const bad = (expected: string) =>
    badRequest(`filter.${key} ${expected}.`, { [`filter.${key}`]: [expected] });
  if (kind === 'text') {
    if (typeof value !== 'string' || value.length > 200)
      throw bad('must be text of at most 200 characters');
    return value.trim();
  }
  if (kind === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw bad('must be true or false');
  }
  if (value === null) return null;
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every(isId) || ids.length > MAX_PAGE) {
    throw bad('must be an id, a list of ids, or null');
  }
  return ids.map(Number);
}

/**
 * Reads ra-data-simple-rest's `sort=["field","ASC"]`, `range=[0,24]` and `filter={"q":"…"}`.
 * Fields and filters outside the spec are refused with a 400 naming them, so a console
 * typo shows up at once instead of as a silently unsorted or unfiltered list.
 */
export function parseListQuery<Field extends string, Filter extends string>(
  query: ListQuery,
  spec: ListSpec<Field, Filter>,
): ParsedList<Field, Filter> {
  const sortJson = parseJson('sort', query.sort, '["id","ASC"]') ?? spec.defaultSort;
  const [field, order] = Array.isArray(sortJson) ? sortJson : [];
  if (!spec.sortable.includes(field as Field) || (order !== 'ASC' && order !== 'DESC')) {
    const expected = `["<field>","ASC" or "DESC"] with a field among ${spec.sortable.join(', ')}`;
    throw badRequest(`sort must be ${expected}.`, { sort: [`must be ${expected}`] });
  }

  const rangeJson = parseJson('range', query.range, '[0,24]') ?? [0, MAX_PAGE - 1];
  const [start, end] = Array.isArray(rangeJson) ? rangeJson : [];
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(end) ||
    start < 0 ||
    end < start ||
    end > MAX_ID ||
    end - start >= MAX_PAGE
  ) {
    const expected = `[first,last], whole numbers from 0 with at most ${MAX_PAGE} rows`;
    throw badRequest(`range must be ${expected}.`, { range: [`must be ${expected}`] });
  }

  const filterJson = parseJson('filter', query.filter, '{"q":"text"}') ?? {};
  if (typeof filterJson !== 'object' || filterJson === null || Array.isArray(filterJson)) {
    throw badRequest('filter must be a JSON object.', { filter: ['must be a JSON object'] });
  }
  const filter: Partial<Record<Filter, FilterValue>> = {};
  for (const [key, value] of Object.entries(filterJson)) {
    const kind = spec.filters[key as Filter];
    if (!kind) {
      const known = Object.keys(spec.filters).join(', ');
      throw badRequest(`filter.${key} is not a known filter; use ${known}.`, {
        [`filter.${key}`]: ['is not a known filter'],
      });
    }
    filter[key as Filter] = filterValue(key, kind, value);
  }
  return { sort: { field: field as Field, order }, range: { start, end }, filter };
}

/** Sets the headers ra-data-simple-rest reads the total from, and answers the page. */
export function sendPage<T>(
  reply: FastifyReply,
  resource: string,
  range: { start: number },
  page: { rows: T[]; total: number },
) {
  const span = page.rows.length ? `${range.start}-${range.start + page.rows.length - 1}` : '*';
  reply.header('content-range', `${resource} ${span}/${page.total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return page.rows;
}
