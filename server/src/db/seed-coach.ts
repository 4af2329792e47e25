import { DocumentType } from '@kyu/core/contract';
import { addDocument, readDocument } from '../modules/documents/service';
import { addDefaultCoachPrompt } from '../modules/prompts/service';
import type { Queryable } from './client';

/** Two short sets of class notes, so the offline tutor has something to ground its replies in. */
export const COACH_DOCUMENTS = [
  {
    title: 'Fractions: notes for P5',
    filename: 'fractions-p5.md',
    text: `# Fractions: notes for P5

A fraction names part of a whole. The bottom number, the denominator, says how many equal parts the whole is cut into. The top number, the numerator, says how many of those parts we have. In 3/4, the whole is cut into 4 equal parts and we have 3 of them.

Equivalent fractions name the same amount. Multiply or divide the numerator and the denominator by the same number: 1/2 = 2/4 = 4/8. To simplify a fraction, divide both numbers by their highest common factor: 6/8 becomes 3/4.

To compare fractions with the same denominator, compare the numerators: 5/8 is more than 3/8. With different denominators, first change them into equivalent fractions with a common denominator.

To add or subtract fractions with the same denominator, add or subtract the numerators and keep the denominator. To add fractions with different denominators, first find a common denominator, usually the lowest common multiple of the denominators. For 1/3 + 1/4, the lowest common multiple of 3 and 4 is 12, so 1/3 = 4/12 and 1/4 = 3/12. Always simplify the answer at the end.

A mixed number has a whole number and a fraction, like 2 1/3. To change it into an improper fraction, multiply the whole number by the denominator and add the numerator: 2 1/3 = 7/3.

To find a fraction of a quantity, divide by the denominator and multiply by the numerator: 3/5 of 20 is 20 ÷ 5 × 3 = 12.`,
  },
  {
    title: 'Photosynthesis basics',
    filename: 'photosynthesis-basics.md',
    text: `# Photosynthesis basics

Photosynthesis is how green plants make their own food. It happens mostly in the leaves, inside tiny parts of the cells called chloroplasts. Chloroplasts contain chlorophyll, the green substance that traps energy from sunlight.

A plant needs three things for photosynthesis: light energy from the sun, water, and carbon dioxide. The roots take in water from the soil, and it travels up the stem to the leaves. Carbon dioxide from the air enters the leaves through tiny holes called stomata, mostly on the underside of the leaf.

Using the energy of light, the plant turns water and carbon dioxide into glucose, a kind of sugar, and oxygen. In words: carbon dioxide + water → glucose + oxygen, with light energy and chlorophyll. The plant uses the glucose for energy and to grow, and stores some of it as starch. The oxygen goes out through the stomata into the air, which is why plants are so important for animals and people, who need oxygen to breathe.

Without light a plant cannot carry out photosynthesis. A plant kept in the dark for days turns yellow and weak, because it cannot make food. The rate of photosynthesis also depends on how much water and carbon dioxide the plant gets, and on the temperature.

A simple test: cover part of a leaf with foil for two days, then test the leaf for starch with iodine. The covered part stays brown, because without light it made no starch; the uncovered part turns blue-black.`,
  },
];

/**
 * Kyu's default coach prompt, and the demo school's coach documents, stored through the same
 * document service as an upload, so retrieval works on a fresh start.
 */
export async function seedCoach(tx: Queryable, schoolId: number) {
  await addDefaultCoachPrompt(tx);
  for (const document of COACH_DOCUMENTS) {
    const bytes = Buffer.from(document.text);
    const input = {
      schoolId,
      documentTypeId: DocumentType.coach,
      title: document.title,
      filename: document.filename,
      bytes,
      uploadedBy: null,
    };
    // Kyu's own two short notes are read on this thread: they are known, and the seed runs
    // before the app (and its worker pools) exists.
    await addDocument(tx, input, await readDocument(bytes, document.filename));
  }
}
