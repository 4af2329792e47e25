import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and committed as numbered SQL files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
