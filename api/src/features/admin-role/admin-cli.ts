import { loadDotEnv, parseEnv } from '../../config/env';
import { openDatabase } from '../../db/database';
import { createLogger } from '../../lib/logger';
import { ADMIN_COMMAND_USAGE, runAdminCommand } from './admin-role-commands';

// `npm run admin -w @manifest/api -- grant someone@example.com` (or revoke, list), which
// runs the built `node dist/admin-cli.mjs` (api/rspack.config.ts): the database the API
// uses (DATABASE_URL, else the embedded one in API_DATA_DIR; stop the API first then, as
// one PGlite data folder has one owner).
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(ADMIN_COMMAND_USAGE);
  process.exit(2);
}

loadDotEnv();
const env = parseEnv(process.env);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.API_DATA_DIR,
  logger: createLogger('warn'),
});
try {
  const result = await runAdminCommand(args, {
    knex: database.knex,
    adminEmails: env.ADMIN_EMAILS,
  });
  (result.exitCode === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.exitCode;
} catch (error) {
  // A database the API never migrated, or one that does not answer: said in one line.
  console.error(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
