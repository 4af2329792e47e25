import { startIdentityProvider } from '@kyu/test-support/fakes/identity-provider';
import { buildTestApp } from '../build-test-app';
import { publishedOperations } from './operations';
import { buildWorld } from './world';
import { worldFlows } from './world-flows';

/**
 * The app the permission and fuzz suites call: the real app on a fresh database, Google and
 * Apple sign-in against a local key server, and the world of two schools. `env` adds settings
 * (the bench trusts X-Forwarded-For, to send each request from its own address).
 */
export async function startApiSuite(
  opts: { env?: Record<string, string>; identityPort?: number } = {},
) {
  const identity = await startIdentityProvider(opts.identityPort);
  const { app, db } = await buildTestApp({ env: { ...identity.env, ...opts.env } });
  const world = await buildWorld(app, db, identity);
  const flows = worldFlows(world);
  world.markedEvaluation = await flows.markedEvaluation();
  return {
    app,
    world,
    flows,
    operations: await publishedOperations(app),
    close: async () => {
      await app.close();
      await identity.close();
    },
  };
}

export type ApiSuite = Awaited<ReturnType<typeof startApiSuite>>;
