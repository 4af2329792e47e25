import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, openDatabase } from './db/client';
import { demoHomeworkQuizId, embedKeyLine, seedIfEmpty } from './db/seed';
import { seedCollectibles } from './db/seed-collectibles';
import { startSampleSchool } from './sample-school/start';

/**
 * What an operator must fix before Kyu can start (a setting, an unreachable database) is
 * printed as one line each, naming the variable, with no stack, and the process exits with 1.
 */
function cannotStart(lines: string[]): never {
  for (const line of lines) console.error(`Kyu cannot start: ${line}`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) cannotStart(error.problems);
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseStartError) cannotStart([error.message]);
    throw error;
  }
  const seeded = config.seedDemo ? await seedIfEmpty(database.db) : null;
  // Reference data every Kyu has, demo or not (seedIfEmpty makes it with the demo).
  if (!config.seedDemo) await seedCollectibles(database.db);
  const app = await buildApp({ config, database });
  let school: Awaited<ReturnType<typeof startSampleSchool>> = null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([app.close(), school?.app.close()]).then(() => process.exit(0));
    });
  }
  // The school site first: once Kyu answers, both do (the end-to-end tests wait for Kyu).
  school = await startSampleSchool(
    config,
    config.seedDemo ? await demoHomeworkQuizId(database.db) : null,
  );
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      cannotStart([`PORT ${config.port} on HOST ${config.host} cannot be listened on (${code}).`]);
    }
    throw error;
  }
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.dataDir}/pglite`;
  console.log(`\nKyu is running at ${config.publicUrl}  (database: ${where})`);
  console.log(`  portal      ${config.publicUrl}/`);
  console.log(`  console     ${config.publicUrl}/admin`);
  console.log(`  API docs    ${config.publicUrl}/api/v1/docs`);
  if (!config.smtpUrl && config.env !== 'production')
    console.log(`  mailbox     ${config.publicUrl}/dev/mail`);
  if (school) console.log(`  school page ${school.url}  (a school's site on another origin)`);
  if (seeded) {
    console.log(`\nDemo accounts (password "${seeded.password}"):`);
    for (const account of seeded.accounts)
      console.log(`  ${account.email.padEnd(28)} ${account.label}`);
    console.log(`\n${embedKeyLine(seeded)}`);
  }
}

void main();
