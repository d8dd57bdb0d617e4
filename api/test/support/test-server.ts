import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/database';
import type { AuthLimits } from '../../src/features/auth/auth-limits';
import { createLogger, type LogEntry } from '../../src/lib/logger';

export type ApiAnswer = { status: number; headers: Headers; body: unknown; text: string };

export type RequestOptions = {
  method?: string;
  /** Sent as JSON unless `rawBody` is given. */
  json?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  url: string;
  /** Everything the app logged, debug and up. */
  logs: LogEntry[];
  request: (path: string, options?: RequestOptions) => Promise<ApiAnswer>;
  close: () => Promise<void>;
};

/** The real app over real HTTP on a free port. */
export async function startTestServer({
  database,
  env = {},
  authLimits,
}: {
  database: Database;
  env?: Record<string, string>;
  authLimits?: Partial<AuthLimits>;
}): Promise<TestServer> {
  const logs: LogEntry[] = [];
  const app = createApp({
    env: parseEnv({ NODE_ENV: 'test', CMS_URL: 'http://127.0.0.1:9', ...env }),
    knex: database.knex,
    logger: createLogger('debug', (entry) => logs.push(entry)),
    authLimits,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    logs,
    async request(path, { method, json, rawBody, token, headers = {} } = {}) {
      const hasBody = json !== undefined || rawBody !== undefined;
      const response = await fetch(`${url}${path}`, {
        method: method ?? (hasBody ? 'POST' : 'GET'),
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (json === undefined ? undefined : JSON.stringify(json)),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseJson(text), text };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let counter = 0;
/** A fresh email per test, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const signupBody = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail(),
  password: 'secret1',
  ...patch,
});
