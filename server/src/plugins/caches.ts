import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetSiteSchools } from '../modules/chat/service';
import { forgetCoachPrompts } from '../modules/prompts/service';
import { changedQuestionIds } from '../modules/questions/service';

/**
 * Clears each in-process cache of database state when its invalidation arrives, whichever
 * instance made the change (db/invalidation.ts names the channels). A cache kept by one plugin
 * subscribes where it is made: the CORS origin decisions in security.ts.
 */
export const cachesPlugin = fp(async (app: FastifyInstance) => {
  const { invalidation, db } = app;
  invalidation.subscribe('coach-prompts', () => forgetCoachPrompts(db));
  invalidation.subscribe('schools', () => forgetSiteSchools(db));
  invalidation.subscribe('question-keys', (payload) => {
    const ids = changedQuestionIds(payload);
    if (ids) app.questionCache.forget(ids);
    else app.questionCache.clear();
  });
});
