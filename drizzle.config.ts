import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are committed and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
