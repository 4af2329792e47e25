import { describe, expect, it } from 'vitest';
import type { AnswerKey } from '@kyu/core/contract';
import { QUESTION_BANK } from './index';
import type { SeedCourseBank, SeedPart, SeedQuestion } from './types';

const label = (bank: SeedCourseBank) => `${bank.level} ${bank.subject}`;

/** Every question and every part of a bank, with a name for failure messages. */
const items = (bank: SeedCourseBank): { name: string; item: SeedPart | SeedQuestion }[] =>
  bank.questions.flatMap((question, i) => [
    { name: `${label(bank)} #${i + 1}`, item: question },
    ...(question.sub_questions ?? []).map((part, j) => ({
      name: `${label(bank)} #${i + 1}.${j + 1}`,
      item: part,
    })),
  ]);

const keyKind: Record<number, AnswerKey['kind']> = {
  1: 'choice',
  2: 'choice',
  3: 'numeric',
  4: 'text',
  5: 'rubric',
  6: 'group',
};

describe('question bank', () => {
  it('covers the three Primary 5 courses', () => {
    expect(QUESTION_BANK.map(label).sort()).toEqual([
      'Primary 5 English',
      'Primary 5 Mathematics',
      'Primary 5 Science',
    ]);
    expect(new Set(QUESTION_BANK.map(label)).size).toBe(QUESTION_BANK.length);
  });

  describe.each(QUESTION_BANK.map((bank) => [label(bank), bank] as const))('%s', (_, bank) => {
    it('has at least 40 questions and at least 5 topics', () => {
      expect(bank.questions.length).toBeGreaterThanOrEqual(40);
      expect(new Set(bank.questions.map((q) => q.topic)).size).toBeGreaterThanOrEqual(5);
      for (const q of bank.questions) expect(q.topic.trim()).not.toBe('');
    });

    it('uses every question type 1 to 6', () => {
      const types = new Set(bank.questions.map((q) => q.question_type_id));
      expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('has a key of the right kind for every question and part', () => {
      for (const { name, item } of items(bank)) {
        expect(item.answer.kind, name).toBe(keyKind[item.question_type_id]);
      }
    });

    it('numbers options 1..n and keys choices to existing options', () => {
      for (const { name, item } of items(bank)) {
        const isChoice = item.question_type_id === 1 || item.question_type_id === 2;
        if (!isChoice) {
          expect(item.options ?? [], name).toEqual([]);
          continue;
        }
        const orders = (item.options ?? []).map((o) => o.order);
        expect(orders.length, name).toBeGreaterThanOrEqual(2);
        expect(orders, name).toEqual(orders.map((_, i) => i + 1));
        for (const option of item.options ?? []) expect(option.text.trim(), name).not.toBe('');
        expect(new Set(item.options?.map((o) => o.text)).size, name).toBe(orders.length);
        if (item.answer.kind !== 'choice') throw new Error(`${name}: not a choice key`);
        const { correct } = item.answer;
        expect(new Set(correct).size, name).toBe(correct.length);
        for (const order of correct) expect(orders, name).toContain(order);
        if (item.question_type_id === 1) expect(correct, name).toHaveLength(1);
        else expect(correct.length, name).toBeLessThan(orders.length);
      }
    });

    it('gives numeric keys a tolerance of at least 0 and a matching unit', () => {
      for (const { name, item } of items(bank)) {
        if (item.answer.kind !== 'numeric') continue;
        expect(Number.isFinite(item.answer.value), name).toBe(true);
        expect(item.answer.tolerance, name).toBeGreaterThanOrEqual(0);
        expect(item.unit ?? null, name).toBe(item.answer.unit);
      }
    });

    it('gives text keys non-empty accepted answers', () => {
      for (const { name, item } of items(bank)) {
        if (item.answer.kind !== 'text') continue;
        expect(item.answer.accepted.length, name).toBeGreaterThan(0);
        for (const accepted of item.answer.accepted) expect(accepted.trim(), name).not.toBe('');
      }
    });

    it('makes rubric marks add up and keywords lower-case', () => {
      for (const { name, item } of items(bank)) {
        if (item.answer.kind !== 'rubric') continue;
        const sum = item.answer.points.reduce((total, point) => total + point.marks, 0);
        expect(sum, name).toBe(item.marks);
        for (const point of item.answer.points) {
          expect(point.description.trim(), name).not.toBe('');
          expect(point.marks, name).toBeGreaterThanOrEqual(1);
          expect(point.keywords.length, name).toBeGreaterThan(0);
          for (const keyword of point.keywords) expect(keyword, name).toBe(keyword.toLowerCase());
        }
      }
    });

    it('gives groups 2 or 3 parts whose marks add up to the group', () => {
      for (const q of bank.questions) {
        const parts = q.sub_questions ?? [];
        if (q.question_type_id !== 6) {
          expect(parts, q.text).toEqual([]);
          continue;
        }
        expect(parts.length, q.text).toBeGreaterThanOrEqual(2);
        expect(parts.length, q.text).toBeLessThanOrEqual(3);
        expect(q.marks, q.text).toBe(parts.reduce((total, part) => total + part.marks, 0));
      }
    });

    it('gives every question and part text, marks, an explanation and a method', () => {
      for (const { name, item } of items(bank)) {
        expect(item.text.trim(), name).not.toBe('');
        expect(Number.isInteger(item.marks) && item.marks >= 1, name).toBe(true);
        expect(item.explanation.trim(), name).not.toBe('');
        expect(item.method_answer.trim(), name).not.toBe('');
      }
      for (const q of bank.questions) expect([1, 2, 3], q.text).toContain(q.difficulty_level_id);
    });

    it('points passages at existing keys, and each passage is used', () => {
      const keys = Object.keys(bank.passages);
      for (const q of bank.questions) {
        if (q.passage !== undefined) expect(keys, q.text).toContain(q.passage);
      }
      for (const key of keys) {
        expect(bank.passages[key]?.title.trim(), key).not.toBe('');
        expect(bank.passages[key]?.text.trim(), key).not.toBe('');
        expect(
          bank.questions.some((q) => q.passage === key),
          key,
        ).toBe(true);
      }
    });

    it('has no duplicate question texts', () => {
      const texts = bank.questions.map((q) => q.text);
      expect(new Set(texts).size).toBe(texts.length);
    });

    if (bank.subject === 'English' || bank.subject === 'Science') {
      it('has a passage with at least 3 questions', () => {
        const counts = Object.keys(bank.passages).map(
          (key) => bank.questions.filter((q) => q.passage === key).length,
        );
        expect(Math.max(0, ...counts)).toBeGreaterThanOrEqual(3);
      });
    }
  });
});
