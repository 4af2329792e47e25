import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Id, Nullable } from '@kyu/core/contract';
import { numeralIssues } from './numerals';
import { MAX_DEPTH, textIssue } from './text-input';

const Query = Type.Object({
  id: Type.Optional(Id),
  ids: Type.Optional(Type.Array(Id)),
  level: Type.Optional(Nullable(Type.Integer({ minimum: -5, maximum: 5 }))),
  score: Type.Optional(Type.Number({ minimum: -1, maximum: 100 })),
  name: Type.Optional(Type.String()),
});

const fields = (data: Record<string, unknown>) =>
  numeralIssues(Query, data).map((issue) => issue.instancePath);

describe('numerals in text', () => {
  it('takes plain decimal numbers', () => {
    expect(fields({ id: '12', ids: ['1', '2147483647'], level: '-3', score: '0.5' })).toEqual([]);
    expect(fields({ score: '-1', level: '0' })).toEqual([]);
  });

  it.each(['%201', ' 1', '0x1', '1.0', '1e3', '+1', '01', 'Infinity', '1e309', '', '1,2', '-0'])(
    'refuses %j as an id',
    (text) => {
      expect(fields({ id: decodeURIComponent(text) })).toEqual(['/id']);
    },
  );

  it('refuses a bad numeral anywhere in a repeated parameter', () => {
    expect(fields({ ids: ['1', '0x2'] })).toEqual(['/ids']);
  });

  it('says an id is a whole number from 1 written in digits', () => {
    expect(numeralIssues(Query, { id: '1.0' })[0]?.message).toBe(
      'must be an id: a whole number from 1, in digits only',
    );
  });

  it('refuses numbers past what a double holds exactly, and non-decimal notations', () => {
    expect(fields({ level: '9007199254740993' })).toEqual(['/level']);
    expect(fields({ score: '1e2' })).toEqual(['/score']);
    expect(fields({ score: '.5' })).toEqual(['/score']);
  });

  it('leaves text fields and values that are not text to the schema', () => {
    expect(fields({ name: '0x1', id: 7 })).toEqual([]);
  });
});

describe('text PostgreSQL cannot keep', () => {
  it('names the field holding a NUL, however deep', () => {
    expect(textIssue({ messages: [{ content: 'a\u0000b' }] })).toEqual({
      field: 'messages.0.content',
      message: 'must not contain a NUL character (\\u0000)',
    });
  });

  it('finds a NUL in an object key and half a surrogate pair in a value', () => {
    expect(textIssue({ 'a\u0000': 1 })?.field).toBe('a\u0000');
    expect(textIssue({ name: 'x\ud800' })?.message).toContain('surrogate');
    expect(textIssue({ name: 'emoji 😀 fine' })).toBeNull();
  });

  it('refuses nesting past its depth without spending the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(textIssue({ body: deep })?.message).toBe(`is nested more than ${MAX_DEPTH} levels deep`);
  });
});
