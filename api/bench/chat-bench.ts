import { fileURLToPath, pathToFileURL } from 'node:url';
import { startOpenAiStandIn } from '@manifest/openai-standin';
import knexFactory, { type Knex } from 'knex';
import { migrateToLatest } from '../src/db/migrator';
import { createSessionToken, hashSessionToken } from '../src/features/auth/session-token';
import { freePort } from '../tools/free-port';
import { adminUrl, BENCH_PRODUCTION_SECRETS } from './bench-config';
import { startChild, stopChild, waitUntilUp } from './child-processes';

// The streamed chat through the API against the same chat asked straight of
// the OpenAI stand-in (a fixed 50 ms before the first token), in one run:
// 20 people ask at once, again and again. The API runs in its own process on
// real PostgreSQL, as in production; the stand-in and the askers share this
// one. The API's overhead is what it adds on top of the stand-in: session,
// limit, goals read, the SDK, and server-sent events.
//
//   npx tsx api/bench/chat-bench.ts        (BENCH_CHAT_USERS=20, BENCH_CHAT_ROUNDS=25)

const USERS = Number(process.env.BENCH_CHAT_USERS ?? 20);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 25);
const FIRST_TOKEN_DELAY_MS = 50;
const CHAT_BENCH_DATABASE = 'manifest_chat_bench';
const API_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.href;
};
export const TARGET_OVERHEAD_P99_MS = 20;

type Timing = { firstTokenMs: number; fullMs: number };

export type ChatBenchResult = {
  api: { firstToken: Percentiles; full: Percentiles };
  direct: { firstToken: Percentiles; full: Percentiles };
  overheadP99Ms: number;
  errors: number;
};

type Percentiles = { p50: number; p95: number; p99: number };

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};

/** Times one streamed answer: until the first piece of text, and until the end. */
async function timeStream(
  url: string,
  init: RequestInit,
  isText: (chunk: string) => boolean,
): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const decoder = new TextDecoder();
  let firstTokenMs = 0;
  for await (const bytes of response.body) {
    if (firstTokenMs === 0 && isText(decoder.decode(bytes as Uint8Array, { stream: true }))) {
      firstTokenMs = performance.now() - started;
    }
  }
  return { firstTokenMs, fullMs: performance.now() - started };
}

async function createUsers(knex: Knex, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `chat-bench-${index}@bench.local`;
    const [user] = (await knex('users')
      .insert({
        email,
        email_normalized: email,
        password_hash: 'not-a-hash',
        first_name: 'Bench',
        last_name: String(index),
        trial_end_date: new Date(Date.now() + 86_400_000),
      })
      .returning('id')) as { id: string }[];
    const token = createSessionToken();
    await knex('sessions').insert({
      user_id: user?.id,
      token_hash: hashSessionToken(token),
      expires_at: new Date(Date.now() + 86_400_000),
    });
    tokens.push(token);
  }
  return tokens;
}

/** Rounds asked first and not counted: connections opened, code compiled. */
const WARM_UP_ROUNDS = 2;

/** Every person asks WARM_UP_ROUNDS + ROUNDS times in a row; all people at once. */
async function runUsers(ask: (user: number, round: number) => Promise<Timing>) {
  const timings: Timing[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
        try {
          const timing = await ask(user, round);
          if (round >= WARM_UP_ROUNDS) timings.push(timing);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return {
    firstToken: percentiles(timings.map((timing) => timing.firstTokenMs)),
    full: percentiles(timings.map((timing) => timing.fullMs)),
    errors,
  };
}

export async function runChatBench(
  log: (line: string) => void = console.log,
): Promise<ChatBenchResult> {
  const standIn = await startOpenAiStandIn({
    behaviour: { kind: 'ok', firstTokenDelayMs: FIRST_TOKEN_DELAY_MS },
  });
  const admin = knexFactory({ client: 'pg', connection: adminUrl(), pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists ?? with (force)', [CHAT_BENCH_DATABASE]);
  await admin.raw('create database ??', [CHAT_BENCH_DATABASE]);
  const bench = knexFactory({
    client: 'pg',
    connection: databaseUrl(CHAT_BENCH_DATABASE),
    pool: { min: 0, max: 1 },
  });
  let tokens: string[];
  try {
    await migrateToLatest(bench);
    tokens = await createUsers(bench, USERS);
  } finally {
    await bench.destroy();
  }
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startChild(API_ENTRY, {
    DATABASE_URL: databaseUrl(CHAT_BENCH_DATABASE),
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...BENCH_PRODUCTION_SECRETS,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: standIn.baseURL,
    AI_REQUESTS_PER_HOUR: '10000',
    AI_REQUESTS_PER_DAY: '100000',
  });

  try {
    await waitUntilUp(`${apiUrl}/api/health`);
    log(
      `Load: ${USERS} people at once, ${ROUNDS} messages each, first token after ${FIRST_TOKEN_DELAY_MS} ms`,
    );
    const message = (user: number, round: number) => `Bench message ${round} from person ${user}`;
    const direct = await runUsers((user, round) =>
      timeStream(
        `${standIn.baseURL}/chat/completions`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer bench-key' },
          body: JSON.stringify({
            model: 'gpt-4o-mini',
            stream: true,
            messages: [{ role: 'user', content: message(user, round) }],
          }),
        },
        (chunk) => chunk.includes('"content"'),
      ),
    );
    const throughApi = await runUsers((user, round) =>
      timeStream(
        `${apiUrl}/api/chat/manifestation`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            Authorization: `Bearer ${tokens[user]}`,
          },
          body: JSON.stringify({ message: message(user, round), guide: 'aurora' }),
        },
        (chunk) => chunk.includes('event: delta'),
      ),
    );

    const row = (name: string, figures: { firstToken: Percentiles; full: Percentiles }) =>
      `${name.padEnd(28)}${[
        figures.firstToken.p50,
        figures.firstToken.p95,
        figures.firstToken.p99,
        figures.full.p50,
        figures.full.p95,
        figures.full.p99,
      ]
        .map((value) => value.toFixed(1).padStart(9))
        .join('')}`;
    log('');
    log(
      `${'chat stream (ms)'.padEnd(28)}${['1st p50', '1st p95', '1st p99', 'full p50', 'full p95', 'full p99'].map((head) => head.padStart(9)).join('')}`,
    );
    log(row('stand-in direct', direct));
    log(row('through the API (SSE)', throughApi));
    const overheadP99Ms = throughApi.firstToken.p99 - direct.firstToken.p99;
    log(
      `API overhead at p99: ${overheadP99Ms.toFixed(1)} ms to the first token, ${(throughApi.full.p99 - direct.full.p99).toFixed(1)} ms to the full reply (target under ${TARGET_OVERHEAD_P99_MS} ms); errors ${throughApi.errors + direct.errors}`,
    );
    return {
      api: { firstToken: throughApi.firstToken, full: throughApi.full },
      direct: { firstToken: direct.firstToken, full: direct.full },
      overheadP99Ms,
      errors: throughApi.errors + direct.errors,
    };
  } finally {
    await stopChild(api);
    await standIn.close();
    await admin.raw('drop database if exists ?? with (force)', [CHAT_BENCH_DATABASE]);
    await admin.destroy();
  }
}

/** The targets a chat bench result missed. */
export const chatBenchFailures = (result: ChatBenchResult): string[] => [
  ...(result.overheadP99Ms >= TARGET_OVERHEAD_P99_MS
    ? [`chat: API overhead p99 ${result.overheadP99Ms.toFixed(1)} ms`]
    : []),
  ...(result.errors > 0 ? [`chat: ${result.errors} errors`] : []),
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runChatBench();
  process.exitCode = chatBenchFailures(result).length > 0 ? 1 : 0;
}
