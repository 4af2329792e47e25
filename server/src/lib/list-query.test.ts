import { describe, expect, it } from 'vitest';
import type { HttpProblem } from './problem';
import { parseListQuery, type ListSpec } from './list-query';

const SPEC: ListSpec<'id' | 'name', 'q' | 'school_id' | 'is_active'> = {
  sortable: ['id', 'name'],
  defaultSort: ['name', 'ASC'],
  filters: { q: 'text', school_id: 'ids', is_active: 'boolean' },
};

const problemOf = (query: Record<string, string>) => {
  try {
    parseListQuery(query, SPEC);
  } catch (error) {
    return error as HttpProblem;
  }
  throw new Error('expected a problem');
};

describe('parseListQuery', () => {
  it('reads sort, inclusive range and filter as react-admin sends them', () => {
    const parsed = parseListQuery(
      {
        sort: '["id","DESC"]',
        range: '[25,49]',
        filter: '{"q":" hill ","school_id":3,"is_active":"false"}',
      },
      SPEC,
    );
    expect(parsed).toEqual({
      sort: { field: 'id', order: 'DESC' },
      range: { start: 25, end: 49 },
      filter: { q: 'hill', school_id: [3], is_active: false },
    });
  });

  it('uses the default sort and a whole first page when nothing is given', () => {
    expect(parseListQuery({}, SPEC)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      range: { start: 0, end: 999 },
      filter: {},
    });
  });

  it('reads lists of ids and null for "none set"', () => {
    expect(parseListQuery({ filter: '{"school_id":[1,2]}' }, SPEC).filter).toEqual({
      school_id: [1, 2],
    });
    expect(parseListQuery({ filter: '{"school_id":null}' }, SPEC).filter).toEqual({
      school_id: null,
    });
  });

  it('refuses a field that cannot be sorted on, naming the ones that can', () => {
    const problem = problemOf({ sort: '["password_hash","ASC"]' });
    expect(problem.status).toBe(400);
    expect(problem.extra.errors?.sort?.[0]).toContain('id, name');
  });

  it('refuses a sort order other than ASC or DESC', () => {
    expect(problemOf({ sort: '["id","UP"]' }).extra.errors).toHaveProperty('sort');
  });

  it('refuses JSON that does not parse', () => {
    expect(problemOf({ range: '[0,' }).extra.errors).toHaveProperty('range');
  });

  it('refuses a backwards, negative or oversized range', () => {
    for (const range of ['[10,5]', '[-1,5]', '[0,5000]', '[0.5,3]', '[1e20,1e20]']) {
      expect(problemOf({ range }).extra.errors, range).toHaveProperty('range');
    }
  });

  it('reads ids in a filter from plain decimal only, and refuses a NUL in its text', () => {
    expect(parseListQuery({ filter: '{"school_id":["7",8]}' }, SPEC).filter.school_id).toEqual([
      7, 8,
    ]);
    for (const id of ['" 7"', '"0x7"', '"7.0"', '"7e0"', '"+7"', '7.5', '1e300']) {
      expect(problemOf({ filter: `{"school_id":${id}}` }).extra.errors, id).toHaveProperty([
        'filter.school_id',
      ]);
    }
    expect(problemOf({ filter: '{"q":"hill\\u0000"}' }).extra.errors).toHaveProperty(['filter.q']);
  });

  it('refuses an unknown filter and a filter of the wrong kind', () => {
    expect(problemOf({ filter: '{"password":"x"}' }).extra.errors).toHaveProperty([
      'filter.password',
    ]);
    expect(problemOf({ filter: '{"school_id":"abc"}' }).extra.errors).toHaveProperty([
      'filter.school_id',
    ]);
    for (const ids of ['true', '[1e20]', '""', '[[1]]']) {
      expect(problemOf({ filter: `{"school_id":${ids}}` }).extra.errors, ids).toHaveProperty([
        'filter.school_id',
      ]);
    }
    expect(problemOf({ filter: '{"is_active":"maybe"}' }).extra.errors).toHaveProperty([
      'filter.is_active',
    ]);
    expect(problemOf({ filter: '[1]' }).extra.errors).toHaveProperty('filter');
  });
});
