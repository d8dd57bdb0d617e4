import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createApp } from '../../src/app';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/database';
import { createServices, type AppDeps, type Services } from '../../src/composition';
import { createLogger, parseLogLine, type LogEntry } from '../../src/lib/logger';
import type { Mail } from '../../src/lib/mailer';

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
  /** The Koa app itself, for suites that read its routers. */
  app: Koa;
  /** The app's services, for suites that run what no route does (a push to a person). */
  services: Services;
  /** Everything the app logged, debug and up. */
  logs: LogEntry[];
  /** The same, as the JSON lines pino wrote (after redaction). */
  logLines: string[];
  /** Every email the app sent, oldest first (unless the suite passed its own mailer). */
  mails: Mail[];
  request: (path: string, options?: RequestOptions) => Promise<ApiAnswer>;
  close: () => Promise<void>;
};

/** What a suite may pin or swap: the clock, the meditation catalogue, throttling limits. */
export type TestServerOptions = Pick<
  AppDeps,
  | 'now'
  | 'meditationCatalogue'
  | 'affirmationTexts'
  | 'affirmationList'
  | 'authLimits'
  | 'commentLimits'
  | 'mailer'
  | 'aiLimits'
  | 'offlineStreamPauseMs'
  | 'contactLimits'
  | 'resetLimits'
  | 'verificationLimits'
  | 'clientReportLimits'
  | 'broadcast'
  | 'pushTransport'
> & {
  /** Environment variables over the test defaults (the CMS on a port nothing listens on). */
  env?: Record<string, string>;
};

/** The real app over real HTTP on a free port. */
export async function startTestServer({
  database,
  env = {},
  ...deps
}: TestServerOptions & { database: Database }): Promise<TestServer> {
  const logs: LogEntry[] = [];
  const logLines: string[] = [];
  const mails: Mail[] = [];
  const appDeps: AppDeps = {
    // As behind the shell's proxy: suites pick client addresses with X-Forwarded-For.
    env: parseEnv({
      NODE_ENV: 'test',
      CMS_URL: 'http://127.0.0.1:9',
      API_TRUST_PROXY: 'true',
      ...env,
    }),
    knex: database.knex,
    logger: createLogger('debug', {
      write(line: string) {
        logLines.push(line);
        logs.push(parseLogLine(line));
      },
    }),
    mailer: {
      send: async (mail) => {
        mails.push(mail);
      },
    },
    ...deps,
  };
  const services = createServices(appDeps);
  const app = createApp(appDeps, services);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    app,
    services,
    logs,
    logLines,
    mails,
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
