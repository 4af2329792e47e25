import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { embedKeyLine, seedIfEmpty } from './seed';

/** `pnpm --filter @kyu/server seed`: the demo school and accounts, unless the database has users. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seedIfEmpty(database.db);
    if (!result) {
      console.log('The database already has users; nothing was seeded.');
      return;
    }
    console.log(`Seeded the demo school. Every account's password is "${result.password}":`);
    for (const account of result.accounts)
      console.log(`  ${account.email.padEnd(28)} ${account.label}`);
    console.log(embedKeyLine(result));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
