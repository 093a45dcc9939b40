// Prisma CLI configuration (Prisma 7 keeps the URL out of schema.prisma).
// Only `prisma generate` is used from the CLI; migrations run through server/src/db/migrate.ts
// because the CLI's native schema engine cannot be downloaded on our machines (see README).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: the one variable the Prisma CLI needs here; the server reads it through config.ts.
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
