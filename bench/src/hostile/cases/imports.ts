/** Issue item 4: question files the admin imports (POST /admin/questions/import). */
import { hostileCase, WANTS } from '../case';
import { giftHtml, giftLong, giftMany, moodleXmlHtml } from '../files/questions';
import type { Kyu } from '../kyu';
import { catalogueCourse, form } from './calls';

/** The import just under its 5 MB cap. */
const ALMOST_5_MB = 5 * 1024 * 1024 - 1024;

/** A case importing `text` as `format`; a dry run unless `store`. */
function importing(
  name: string,
  format: 'gift' | 'moodle-xml',
  build: () => string,
  store = false,
) {
  return hostileCase({
    item: '4',
    name,
    wants: WANTS.rejectedInReport,
    prepare: async (kyu: Kyu) => ({ courseId: await catalogueCourse(kyu), text: build() }),
    hostile: async (kyu, { courseId, text }, signal) => {
      const answer = await kyu.call('POST', '/admin/questions/import', {
        as: 'admin',
        form: form(
          { course_id: String(courseId), format, dry_run: String(!store) },
          {
            bytes: Buffer.from(text),
            filename: format === 'gift' ? 'questions.gift' : 'questions.xml',
            type: 'text/plain',
          },
        ),
        signal,
      });
      const size = `${(answer.body.length / 1024 / 1024).toFixed(1)} MB`;
      return {
        answers: [answer],
        note: `${(text.length / 1024).toFixed(0)} KB sent, ${size} back`,
      };
    },
  });
}

export const importCases = [
  importing("GIFT [html] question of 60,000 '<' (dry run)", 'gift', () =>
    giftHtml('<'.repeat(60_000)),
  ),
  importing("Moodle XML html question of 60,000 '<' (dry run)", 'moodle-xml', () =>
    moodleXmlHtml('<'.repeat(60_000)),
  ),
  importing('GIFT of 5 MB, 297,387 questions (dry run)', 'gift', () =>
    giftMany(400_000, ALMOST_5_MB),
  ),
  importing('GIFT question of 29,999 characters (stored)', 'gift', () => giftLong(29_999), true),
];
