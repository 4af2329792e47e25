import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { DEMO_SCHOOL } from '../db/seed-data';
import { sampleSchoolSite, type SampleSchoolOptions } from './site';

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
 */
export async function startSampleSchool(
  config: Config,
): Promise<{ app: FastifyInstance; url: string } | null> {
  if (config.schoolDemoPort === null) return null;
  try {
    const app = await serveSampleSchool({
      kyuUrl: config.publicUrl,
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
