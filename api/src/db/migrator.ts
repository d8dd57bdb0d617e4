import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.ts$/;

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

// Our own source instead of knex's directory loader: the files are TypeScript
// run by tsx or vitest, and the folder must not depend on the cwd.
const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    const files = await readdir(MIGRATIONS_DIR);
    return files.filter((file) => MIGRATION_FILE.test(file)).sort();
  },
  getMigrationName: (file) => file,
  async getMigration(file) {
    return (await import(pathToFileURL(join(MIGRATIONS_DIR, file)).href)) as Migration;
  },
};

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** Undoes the last batch of migrations; returns the names undone. */
export async function rollbackLastBatch(knex: Knex): Promise<string[]> {
  const [, undone] = (await knex.migrate.rollback({ migrationSource })) as [number, string[]];
  return undone;
}
