/** Which database the CMS opens; read by config/database.ts and by the generated admin's credentials file. */
import path from 'node:path';
import { appRoot, str } from './env';

export type DatabaseClient = 'sqlite' | 'postgres';

export function databaseClient(): DatabaseClient {
  const client = str('DATABASE_CLIENT', 'sqlite');
  if (client !== 'sqlite' && client !== 'postgres') {
    throw new Error(
      `Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`,
    );
  }
  return client;
}

/** The SQLite file: cms/.data/cms.db by default, so a fresh checkout needs no database server. */
export function sqliteFilename(): string {
  // path.resolve keeps an absolute DATABASE_FILENAME as is and anchors a relative one at cms/.
  return path.resolve(appRoot(), str('DATABASE_FILENAME', '.data/cms.db'));
}
