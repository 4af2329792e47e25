import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { ChatMessage } from '@kyu/core/contract';
import { users } from '../../db/schema';
import { seedIfEmpty } from '../../db/seed';
import { useTestApp } from '../../test/use-test-app';
import { openSession } from '../sessions/service';
import { askCoach, turns } from './test-stream';

/**
 * The offline tutor over the demo school's seeded notes and question bank, asked as a student
 * asks: each reply is about the question asked, and a question the school's material does not
 * cover gets a plain "not in your notes" and a guiding question about it, never unrelated notes.
 */
interface Covered {
  ask: string;
  about: RegExp[];
  notAbout: RegExp;
  /** The school document it quotes, when the answer is in the school's notes. */
  notes?: string;
}

const FRACTIONS = 'Fractions: notes for P5';
const PHOTOSYNTHESIS = 'Photosynthesis basics';

const COVERED: Covered[] = [
  {
    ask: 'How do I add fractions with different denominators?',
    about: [/common denominator/],
    notAbout: /photosynthesis|perimeter/i,
    notes: FRACTIONS,
  },
  {
    ask: 'How do I simplify 12/18?',
    about: [/highest common factor/, /numbers in your question \(12\/18\)/],
    notAbout: /perimeter|area|percent|2\/3/i,
    notes: FRACTIONS,
  },
  {
    ask: 'What is photosynthesis?',
    about: [/green plants make their own food/],
    notAbout: /fraction|denominator/i,
    notes: PHOTOSYNTHESIS,
  },
  {
    ask: 'What do plants need to make their own food?',
    about: [/light energy from the sun, water, and carbon dioxide/],
    notAbout: /fraction/i,
    notes: PHOTOSYNTHESIS,
  },
  {
    ask: 'Why do leaves have stomata?',
    about: [/tiny holes called stomata/],
    notAbout: /fraction/i,
    notes: PHOTOSYNTHESIS,
  },
  {
    ask: 'How do I change a mixed number into an improper fraction?',
    about: [/mixed number/, /improper fraction, multiply the whole number/],
    notAbout: /photosynthesis|percent/i,
    notes: FRACTIONS,
  },
  {
    ask: 'How do I compare fractions?',
    about: [/To compare fractions/],
    notAbout: /photosynthesis|perimeter/i,
    notes: FRACTIONS,
  },
  {
    ask: 'What is the area of a rectangle that is 5 cm by 3 cm?',
    about: [/\*\*area\*\*/, /Area of the rectangle/, /numbers in your question \(5 and 3\)/],
    notAbout: /\*\*perimeter\*\*|six sides|fraction|\b15\b/i,
  },
  {
    ask: 'How do I find the perimeter of a rectangle?',
    about: [/\*\*perimeter\*\*/],
    notAbout: /\*\*area\*\*|fraction|photosynthesis/i,
  },
  {
    ask: 'What is 25% of 80?',
    about: [/Percentage/, /numbers in your question \(25 and 80\)/],
    notAbout: /clock|p\.m\.|noon/i,
  },
  {
    ask: 'How do I find the average of some numbers?',
    about: [/\*\*Average\*\*/, /average \(mean\)/],
    notAbout: /fraction|denominator/i,
  },
  {
    ask: 'What is evaporation?',
    about: [/water vapour/, /liquid/],
    notAbout: /photosynthesis|fraction/i,
  },
  {
    ask: 'Which materials conduct electricity?',
    about: [/\*\*Electricity\*\*/, /Conductors/],
    notAbout: /plant|fraction/i,
  },
  {
    ask: 'How is a shadow formed?',
    about: [/\*\*shadow\*\*/, /opaque/],
    notAbout: /fraction|photosynthesis/i,
  },
  {
    ask: 'What is an adjective?',
    about: [/adjectives/, /how would you explain an adjective in your own words\?/],
    notAbout: /fraction|photosynthesis/i,
  },
  {
    ask: 'What is gravity?',
    about: [/\*\*Forces\*\*/, /towards the Earth/],
    notAbout: /fraction|photosynthesis/i,
  },
  {
    ask: 'What are the stages in the life cycle of a butterfly?',
    about: [/Nothing I found mentions \*\*butterfly\*\*/, /life cycle/],
    notAbout: /fraction|photosynthesis/i,
  },
  {
    ask: 'How do I round a decimal to one decimal place?',
    about: [/Nothing I found mentions \*\*round\*\*/, /\*\*Decimals\*\*/],
    notAbout: /fraction|percent/i,
  },
];

/** Questions the school's notes and practice do not cover, and what the reply must ask about. */
const NOT_COVERED: [ask: string, topic: string][] = [
  ['How do volcanoes form?', 'volcanoes'],
  ['Why did the French Revolution happen?', 'the French Revolution'],
  ['Who was Julius Caesar?', 'Julius Caesar'],
  ['What causes earthquakes?', 'earthquakes'],
  ['What is the capital of Australia?', 'the capital of Australia'],
  ['How does a rainbow form?', 'a rainbow'],
  ['How do I solve a quadratic equation?', 'a quadratic equation'],
];

describe('the offline tutor answers the question asked', () => {
  const t = useTestApp();
  const students: Record<string, string>[] = [];

  beforeAll(async () => {
    await seedIfEmpty(t.db);
    const rows = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['student@example.com', 'student2@example.com']));
    // Two students take turns, so the whole list stays under one account's rate limit.
    for (const { id } of rows)
      students.push({ authorization: `Bearer ${await openSession(t.db, id)}` });
  });

  let asked = 0;
  const reply = async (question: string) => {
    const headers = students[asked++ % students.length]!;
    const { events } = await askCoach(t.app, headers, { messages: turns(question) });
    const saved = events.find((e) => e.event === 'message')?.data as ChatMessage | undefined;
    if (!saved) throw new Error(`no reply to "${question}": ${JSON.stringify(events.at(-2))}`);
    return saved;
  };
  /** A question of the tutor's own: not in a quote, nor the student's restated. */
  const guidingQuestion = (text: string) =>
    text.split('\n\n').some((p) => /^[^>]/.test(p) && !p.includes('You asked:') && p.includes('?'));

  it('asks at least twenty questions, some the notes do not cover', () => {
    expect(COVERED.length + NOT_COVERED.length).toBeGreaterThanOrEqual(20);
    expect(NOT_COVERED.length).toBeGreaterThanOrEqual(5);
  });

  it.each(COVERED)(
    'answers "$ask" from what is about it',
    async ({ ask, about, notAbout, notes }) => {
      const { text, sources } = await reply(ask);
      for (const pattern of about) expect(text).toMatch(pattern);
      expect(text).not.toMatch(notAbout);
      expect(text).not.toContain("I couldn't find this");
      expect(text).not.toMatch(/^> .*#/m);
      expect(guidingQuestion(text)).toBe(true);
      if (notes) {
        expect(text).toContain(`Your school's notes in **${notes}** say:`);
        expect(sources.map((s) => s.title)).toContain(notes);
      }
    },
  );

  it.each(NOT_COVERED)('says "%s" is not in the notes and asks about %s', async (ask, topic) => {
    const { text, sources } = await reply(ask);
    expect(text).toContain("I couldn't find this in your school's notes");
    expect(text).toMatch(new RegExp(`about ${topic}\\?|explain ${topic}\\?`));
    expect(text).not.toMatch(/^>/m);
    expect(text).not.toContain('Sources:');
    expect(sources).toEqual([]);
  });
});
