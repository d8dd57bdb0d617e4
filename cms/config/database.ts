import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appRoot, bool, int, str } from '../src/lib/env';

type Connection = Core.Config.Database['connection'];

/** SQLite file in cms/.data by default, so a fresh checkout needs no database server. */
function sqlite(): Connection {
  // path.resolve keeps an absolute DATABASE_FILENAME as is and anchors a relative one at cms/.
  const filename = path.resolve(appRoot(), str('DATABASE_FILENAME', '.data/cms.db'));
  return { client: 'sqlite', connection: { filename }, useNullAsDefault: true };
}

function postgres(): Connection {
  const ssl = bool('DATABASE_SSL', false)
    ? {
        ca: str('DATABASE_SSL_CA'),
        rejectUnauthorized: bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
      }
    : false;
  const schema = str('DATABASE_SCHEMA', 'public');
  const url = str('DATABASE_URL');
  // A URL carries host, port, name, user and password itself; mixing in the
  // separate defaults would only hide a wrong URL.
  const connection = url
    ? // Strapi's type wants host/user/... even with a URL; pg reads them from the URL.
      ({
        connectionString: url,
        ssl,
        schema,
      } as unknown as Core.Config.Database<'postgres'>['connection']['connection'])
    : {
        host: str('DATABASE_HOST', '127.0.0.1'),
        port: int('DATABASE_PORT', 5432),
        database: str('DATABASE_NAME', 'cms'),
        user: str('DATABASE_USERNAME', 'postgres'),
        password: str('DATABASE_PASSWORD', ''),
        ssl,
        schema,
      };
  return {
    client: 'postgres',
    connection,
    pool: { min: int('DATABASE_POOL_MIN', 0), max: int('DATABASE_POOL_MAX', 10) },
  };
}

const config = (): Core.Config.Database => {
  const client = str('DATABASE_CLIENT', 'sqlite');
  if (client !== 'sqlite' && client !== 'postgres') {
    throw new Error(
      `Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`,
    );
  }
  return {
    connection: {
      ...(client === 'postgres' ? postgres() : sqlite()),
      acquireConnectionTimeout: int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
