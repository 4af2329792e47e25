/** Issue items 5 and 6: guessing activation codes, and a school claiming another's domain. */
import { describe } from '../answer';
import { hostileCase, WANTS } from '../case';
import { json, type Kyu } from '../kyu';

const GUESSES = 80;

export const accountCases = [
  hostileCase({
    item: '5',
    name: `${GUESSES} guesses at POST /activation by one student`,
    wants: WANTS.limited,
    hostile: async (kyu: Kyu, _: unknown, signal: AbortSignal) => {
      const answers = [];
      for (let i = 0; i < GUESSES; i++) {
        const code = `GUESS-${String(i).padStart(4, '0')}-KYU`;
        answers.push(
          await kyu.call('POST', '/activation', {
            as: 'student',
            json: { code, child_id: kyu.id('student') },
            signal,
          }),
        );
      }
      return { answers };
    },
  }),
  hostileCase({
    item: '6',
    name: "a new school claiming the demo school's domain with www.",
    wants: WANTS.refused,
    prepare: async (kyu: Kyu) => {
      const schools = json<{ domain_name: string | null }[]>(
        await kyu.call('GET', '/admin/schools', { as: 'admin' }),
      );
      const domain = schools.find((s) => s.domain_name)?.domain_name;
      if (!domain) throw new Error('the seed has no school with a domain');
      return domain;
    },
    hostile: async (kyu, domain, signal) => {
      const claim = await kyu.call('POST', '/admin/schools', {
        as: 'admin',
        json: { school_name: 'Claimant School', domain_name: `www.${domain}` },
        signal,
      });
      // Which school the original domain names now, as branding looks it up.
      const lookup = await kyu.call('POST', '/auth/white-label', { json: { domain }, signal });
      const named =
        lookup.status === 200
          ? json<{ school_name: string }>(lookup).school_name
          : describe(lookup);
      return { answers: [claim], note: `${domain} now names: ${named}` };
    },
  }),
];
