import type { Core } from '@strapi/strapi';
import { databaseClient, sqliteFilename } from '../src/lib/database-location';
import { bool, int, str } from '../src/lib/env';

type Connection = Core.Config.Database['connection'];

function sqlite(): Connection {
  return { client: 'sqlite', connection: { filename: sqliteFilename() }, useNullAsDefault: true };
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
  return {
    connection: {
      ...(databaseClient() === 'postgres' ? postgres() : sqlite()),
      acquireConnectionTimeout: int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
