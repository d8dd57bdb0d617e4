import { afterAll, beforeAll, expect } from 'vitest';
import { ZAuthResponse, type TAuthResponse } from '@manifest/contracts/auth';
import type { Database } from '../../src/db/database';
import { type DatabaseEngine, openTestDatabase } from './test-database';
import {
  startTestServer,
  type RequestOptions,
  type TestServer,
  type TestServerOptions,
} from './test-server';
import { createTestUser, signupBody, uniqueEmail } from './test-users';
import { waitForVerificationTokens } from './verification-mails';

const opened = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is read before beforeAll ran`);
  return value;
};

/** A migrated test database for the suite: opened before its tests, closed (dropped) after. */
export function useTestDatabase(engine: DatabaseEngine) {
  const opening: { database?: Database } = {};
  beforeAll(async () => {
    opening.database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await opening.database?.close();
  });
  return {
    get database() {
      return opened(opening.database, 'the database');
    },
    get knex() {
      return opened(opening.database, 'the database').knex;
    },
  };
}

/**
 * The real app over HTTP on its own test database, for the suite: started
 * before its tests, closed after. Read the fields inside tests or hooks.
 */
export function useTestApp(engine: DatabaseEngine, options: TestServerOptions = {}) {
  const database = useTestDatabase(engine);
  const starting: { server?: TestServer } = {};
  // Registered after the database's hooks: starts after it opens, closes before it closes.
  beforeAll(async () => {
    starting.server = await startTestServer({ database: database.database, ...options });
  });
  afterAll(async () => {
    await starting.server?.close();
  });
  const api = () => opened(starting.server, 'the test server');

  return {
    get database() {
      return database.database;
    },
    get knex() {
      return database.knex;
    },
    get url() {
      return api().url;
    },
    /** The Koa app the server runs (its routers are in its middleware). */
    get app() {
      return api().app;
    },
    /** The app's services (what no route runs, e.g. a push to a person). */
    get services() {
      return api().services;
    },
    /** Everything the app logged, debug and up. */
    get logs() {
      return api().logs;
    },
    /** The same, as the JSON lines pino wrote. */
    get logLines() {
      return api().logLines;
    },
    /** Every email the app sent, oldest first. */
    get mails() {
      return api().mails;
    },
    request: (path: string, requestOptions?: RequestOptions) => api().request(path, requestOptions),
    /** A user with a live session, written straight to the database (no argon2 work). */
    newUser: (userOptions?: Parameters<typeof createTestUser>[1]) =>
      createTestUser(database.knex, userOptions),
    /** Signs a new account up over HTTP (201 expected); `headers` e.g. X-Forwarded-For. */
    async signUp({
      email = uniqueEmail(),
      headers,
    }: { email?: string; headers?: Record<string, string> } = {}): Promise<
      TAuthResponse & { email: string }
    > {
      const answer = await api().request('/api/auth/signup', {
        json: signupBody({ email }),
        ...(headers ? { headers } : {}),
      });
      expect(answer.status).toBe(201);
      return { email, ...ZAuthResponse.parse(answer.body) };
    },
    /** Opens the newest verification link mailed to `email`, as its owner would (200 expected). */
    async verifyEmail(email: string): Promise<void> {
      const tokens = await waitForVerificationTokens(api().mails, email);
      const answer = await api().request('/api/auth/verify-email', {
        json: { token: tokens.at(-1) },
      });
      expect(answer.status).toBe(200);
    },
  };
}

export type TestApp = ReturnType<typeof useTestApp>;
