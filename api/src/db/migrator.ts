import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Knex } from 'knex';

// src/db/migrations/*.ts run by tsx or vitest; dist/migrations/*.mjs beside the built
// server (api/rspack.config.ts), whose bundle is where this module's URL then points.
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.(ts|mjs)$/;

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** A migration's name as the database records it: its source file's, built or not. */
export const migrationNameOf = (file: string): string | undefined => {
  const match = MIGRATION_FILE.exec(file);
  return match ? `${match[1]}.ts` : undefined;
};

// Our own source instead of knex's directory loader: the folder must not depend on the cwd,
// and a built migration keeps the name its source had.
const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    const files = await readdir(MIGRATIONS_DIR);
    return files.filter((file) => migrationNameOf(file) !== undefined).sort();
  },
  getMigrationName: (file) => migrationNameOf(file) ?? file,
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
