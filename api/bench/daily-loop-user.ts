import { randomUUID } from 'node:crypto';
import { ZAuthResponse } from '@manifest/contracts/auth';
import { ZCompleteAffirmationResponse } from '@manifest/contracts/affirmations';
import { ZCompleteTaskResponse, ZDailyTask, ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { ZStartMeditationResponse } from '@manifest/contracts/meditations';
import type { CallLatencies } from './call-latencies';

// One simulated person of the daily-loop bench: signs in once, then loops over
// what a day of use is (the dashboard's reads, a task, an affirmation, a
// meditation, the blog) until the run ends. Requests take turns over the API
// processes, so a session started on one is used on the other at once.

export type DailyUser = {
  email: string;
  password: string;
  /** Its own client address (sent as the shell's proxy sends it: X-Forwarded-For). */
  address: string;
};

export type DailyLoopWorld = {
  apiUrls: readonly string[];
  meditationIds: readonly string[];
  postSlugs: readonly string[];
  latencies: CallLatencies;
  /** Pause between one step and the next, as a person reads (0: none). */
  thinkMs: number;
  /** Wall-clock end of the run (performance.now()). */
  until: number;
};

// The dashboard's reads: the figures, the points button, goals, recent activity, the trial banner.
const DASHBOARD_CALLS = [
  '/api/user/stats',
  '/api/user/points',
  '/api/goals',
  '/api/meditations/sessions',
  '/api/check-trial-status',
];
const AFFIRMATION_COUNT = 42;
const REQUEST_TIMEOUT_MS = 10_000;

export class CallFailed extends Error {}

/** Runs one person until `world.until`; answers the points the API said it paid them. */
export async function runDailyUser(user: DailyUser, world: DailyLoopWorld): Promise<number> {
  let turn = Math.floor(Math.random() * world.apiUrls.length);
  let token = '';
  let pointsPaid = 0;

  async function call(
    name: string,
    path: string,
    { json, isAction = false }: { json?: unknown; isAction?: boolean } = {},
  ): Promise<unknown> {
    const apiUrl = world.apiUrls[turn % world.apiUrls.length];
    turn += 1;
    const startedAt = performance.now();
    let isOk = false;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          'X-Forwarded-For': user.address,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
          // As the browser's offline queue sends every paying action.
          ...(isAction ? { 'Idempotency-Key': randomUUID() } : {}),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json()) as unknown;
      isOk = response.ok;
      if (!isOk) throw new CallFailed(`${name}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    } catch (error) {
      throw error instanceof CallFailed ? error : new CallFailed(`${name}: ${String(error)}`);
    } finally {
      world.latencies.record(name, performance.now() - startedAt, isOk);
    }
  }
  const think = () =>
    world.thinkMs > 0
      ? new Promise((resolve) => setTimeout(resolve, world.thinkMs * (0.5 + Math.random())))
      : Promise.resolve();
  /** A step that failed is counted (in the latencies) and the day goes on. */
  const step = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof CallFailed)) throw error;
    }
    await think();
  };

  const signedIn = await call('POST /api/auth/signin', '/api/auth/signin', {
    json: { email: user.email, password: user.password },
  });
  token = ZAuthResponse.parse(signedIn).token;
  const tasks = ZDailyTaskList.parse(await call('GET /api/daily-tasks', '/api/daily-tasks'));
  const todo = tasks.filter((task) => !task.completed).map((task) => task.id);
  let affirmation = 0;

  for (let round = 0; performance.now() < world.until; round += 1) {
    await step(async () => {
      await Promise.all(DASHBOARD_CALLS.map((path) => call(`GET ${path}`, path)));
    });
    await step(async () => {
      const taskId =
        todo.shift() ??
        ZDailyTask.parse(
          await call('POST /api/daily-tasks', '/api/daily-tasks', {
            json: { title: `Daily loop task ${round}` },
          }),
        ).id;
      const done = await call(
        'POST /api/daily-tasks/{id}/complete',
        `/api/daily-tasks/${taskId}/complete`,
        {
          json: {},
          isAction: true,
        },
      );
      pointsPaid += ZCompleteTaskResponse.parse(done).pointsAwarded;
    });
    await step(async () => {
      affirmation = (affirmation % AFFIRMATION_COUNT) + 1;
      const marked = await call(
        'POST /api/affirmations/{id}/complete',
        `/api/affirmations/${affirmation}/complete`,
        {
          json: {},
          isAction: true,
        },
      );
      pointsPaid += ZCompleteAffirmationResponse.parse(marked).pointsAwarded;
    });
    await step(async () => {
      const meditationId = world.meditationIds[round % world.meditationIds.length] ?? '';
      const started = await call('POST /api/meditations/start', '/api/meditations/start', {
        json: { meditationId, startedAt: new Date().toISOString() },
        isAction: true,
      });
      pointsPaid += ZStartMeditationResponse.parse(started).pointsAwarded;
    });
    await step(async () => {
      await call('GET /api/blog/posts', '/api/blog/posts?limit=9&offset=0');
      const slug = world.postSlugs[round % world.postSlugs.length] ?? '';
      await call('GET /api/blog/posts/{slug}', `/api/blog/posts/${slug}`);
    });
  }
  return pointsPaid;
}
