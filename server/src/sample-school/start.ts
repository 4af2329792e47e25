import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { DEMO_EMBED_KID, DEMO_EMBED_SECRET } from '@kyu/core/contract';
import { REPO_ROOT, type Config } from '../config';
import { ACCOUNTS, DEMO_SCHOOL } from '../db/seed-data';
import { homeworkRoutes } from './homework';
import { sampleSchoolSite, type SampleSchoolOptions } from './site';

/** The pupil signed in to the sample school's own site: Mia, the first demo student. */
const MIA = ACCOUNTS[0]!;

/** Serves the sample school site on its own port; the end-to-end tests serve their pages so. */
export async function serveSampleSchool(
  opts: SampleSchoolOptions & { port: number; host: string; logLevel?: string },
): Promise<FastifyInstance> {
  const { port, host, logLevel = 'warn', ...site } = opts;
  const app = Fastify({ logger: { level: logLevel } });
  await app.register(sampleSchoolSite, site);
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/**
 * Starts the sample school site on SCHOOL_DEMO_PORT beside Kyu, or nothing when it is off. A
 * port already taken costs the sample, never Kyu: one line says so and Kyu goes on. Answers the
 * site's address, at the demo school's registered domain (Chromium resolves *.localhost here).
 * With the demo seeded, its /homework page signs Mia in with the demo school's embed key and
 * sets `homeworkQuizId`.
 */
export async function startSampleSchool(
  config: Config,
  homeworkQuizId: number | null,
): Promise<{ app: FastifyInstance; url: string } | null> {
  if (config.schoolDemoPort === null) return null;
  const root = join(REPO_ROOT, 'demo-site/school');
  const homework = homeworkRoutes({
    root,
    embedKey: { kid: DEMO_EMBED_KID, secret: DEMO_EMBED_SECRET },
    pupil: { id: 'hillside-1001', name: `${MIA.firstName} ${MIA.lastName}`, email: MIA.email },
    quizId: homeworkQuizId,
  });
  try {
    const app = await serveSampleSchool({
      kyuUrl: config.publicUrl,
      root,
      ...(config.seedDemo ? { routes: homework } : {}),
      port: config.schoolDemoPort,
      host: config.host,
      logLevel: config.logLevel,
    });
    return { app, url: `http://${DEMO_SCHOOL.domainName}:${config.schoolDemoPort}/` };
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    console.warn(
      `The sample school site could not listen on port ${config.schoolDemoPort} (${why}); set SCHOOL_DEMO_PORT to a free port, or to off.`,
    );
    return null;
  }
}
