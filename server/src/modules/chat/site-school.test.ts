import { describe, expect, it } from 'vitest';
import { makeSchool } from '@kyu/test-support/db';
import { parseSse } from '@kyu/test-support/sse';
import { useTestApp } from '../../test/use-test-app';
import { fakeRetriever, scriptedModel } from './test-doubles';

let address = 0;

describe('chat: the school a public chat names', () => {
  const retrieve = fakeRetriever();
  const t = useTestApp({ chatModel: scriptedModel(), retrieve });

  const ask = (sessionId: string, school: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/public/stream/${sessionId}`,
      remoteAddress: `10.2.0.${++address}`,
      headers: origin ? { origin } : {},
      payload: { messages: [{ role: 'user', content: 'Term dates?' }], school },
    });

  it("answers 403 when a page on one school's site names another school", async () => {
    await makeSchool(t.db, { domainName: 'oak-site.example' });
    await makeSchool(t.db, { domainName: 'elm-site.example' });
    const asked = retrieve.queries.length;
    const res = await ask('new', 'elm-site.example', 'https://www.oak-site.example');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(retrieve.queries).toHaveLength(asked);

    const opened = await ask('new', 'oak-site.example', 'https://oak-site.example');
    const { public_session_id: session } = parseSse(opened.body)[0]!.data as {
      public_session_id: string;
    };
    expect((await ask(session, 'elm-site.example', 'https://oak-site.example')).statusCode).toBe(
      403,
    );
  });

  it("lets the school's own site, the portal and sites of no school name it", async () => {
    const school = await makeSchool(t.db, { domainName: 'ash-site.example' });
    await makeSchool(t.db, { domainName: 'yew-site.example' });
    const portal = new URL(t.app.config.publicUrl).origin;
    for (const origin of ['https://www.ash-site.example:8443', portal, 'http://localhost:5173']) {
      const res = await ask('new', 'ash-site.example', origin);
      expect(res.statusCode).toBe(200);
      expect(retrieve.queries.at(-1)!.schoolId).toBe(school.id);
    }
    expect((await ask('new', 'yew-site.example')).statusCode).toBe(200);
  });
});
