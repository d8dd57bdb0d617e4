import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { BUILT_IN_TASKS } from '../src/features/daily-tasks/built-in-tasks';

// The floor to compare the API with: node:http and pg, no framework, no
// validation library, the same SQL for each call (session lookup included,
// since the API cannot answer without it). Run by run.ts as a child process.

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const port = Number(process.env.BASELINE_PORT);

type Session = { userId: string; timeZone: string };

async function sessionOf(request: IncomingMessage): Promise<Session | null> {
  const token = /^Bearer ([\w-]+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query<{ id: string; time_zone: string | null }>(
    `select u.id, u.time_zone from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [hash],
  );
  const row = rows[0];
  return row ? { userId: row.id, timeZone: row.time_zone ?? 'UTC' } : null;
}

const today = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function stats({ userId, timeZone }: Session) {
  const day = today(timeZone);
  const [progress, week] = await Promise.all([
    pool.query('select * from user_progress where user_id = $1', [userId]),
    pool.query(
      `select sum(count) as activities, sum(challenges_completed) as challenges, sum(meditation_minutes) as minutes
         from activity_days where user_id = $1 and local_day between $2::date - 6 and $2::date`,
      [userId, day],
    ),
  ]);
  return { ...progress.rows[0], ...week.rows[0] };
}

async function activities({ userId }: Session, url: URL) {
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 100) || 100));
  const { rows } = await pool.query(
    `select id, type, action, title, description, points, metadata, completed_at, created_at
       from activities where user_id = $1 order by completed_at desc, id desc limit $2`,
    [userId, limit],
  );
  return rows;
}

async function dailyTasks({ userId, timeZone }: Session) {
  const [custom, done] = await Promise.all([
    pool.query('select * from custom_daily_tasks where user_id = $1 order by created_at', [userId]),
    pool.query(
      'select task_id, completed_at from task_completions where user_id = $1 and local_day = $2',
      [userId, today(timeZone)],
    ),
  ]);
  const completed = new Map(done.rows.map((row) => [row.task_id, row.completed_at]));
  return [...BUILT_IN_TASKS, ...custom.rows].map((task) => ({
    ...task,
    completed: completed.has(task.id),
    completedAt: completed.get(task.id) ?? null,
  }));
}

/** The same writes as the API's completion: completion row, activity, ledger, day and user aggregates. */
async function completeTask({ userId, timeZone }: Session, taskId: string) {
  const task = BUILT_IN_TASKS.find((candidate) => candidate.id === taskId);
  if (!task) return { status: 404, body: { message: 'Task not found' } };
  const day = today(timeZone);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into user_progress (user_id) values ($1)
       on conflict (user_id) do update set user_id = excluded.user_id returning *`,
      [userId],
    );
    const completion = await client.query(
      `insert into task_completions (user_id, task_id, is_custom, local_day, points_awarded, completed_at)
       values ($1, $2, false, $3, $4, now()) on conflict do nothing returning id`,
      [userId, taskId, day, task.points],
    );
    if (completion.rowCount === 0) {
      await client.query('rollback');
      return { status: 409, body: { message: 'Task already completed today' } };
    }
    const key = `task:${taskId}:${day}`;
    const ledger = await client.query(
      `insert into points_ledger (user_id, source_key, points, description) values ($1, $2, $3, $4)
       on conflict do nothing returning id`,
      [userId, key, task.points, task.title],
    );
    await client.query(
      `insert into activities (user_id, type, action, title, points, completed_at, local_day, ledger_entry_id, source_key, is_counted)
       values ($1, 'task', 'completed', $2, $3, now(), $4, $5, $6, true)`,
      [userId, task.title, task.points, day, ledger.rows[0]?.id, key],
    );
    await client.query(
      `insert into activity_days (user_id, local_day, count, points, tasks_completed) values ($1, $2, 1, $3, 1)
       on conflict (user_id, local_day) do update set count = activity_days.count + 1,
         points = activity_days.points + excluded.points, tasks_completed = activity_days.tasks_completed + 1`,
      [userId, day, task.points],
    );
    await client.query(
      'update user_progress set total_points = total_points + $2, tasks_completed = tasks_completed + 1 where user_id = $1',
      [userId, task.points],
    );
    await client.query('commit');
    return { status: 200, body: { ...task, completed: true, pointsAwarded: task.points } };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

const server = createServer((request, response) => {
  void (async () => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const session = await sessionOf(request);
      if (!session) return send(response, 401, { message: 'Not signed in' });
      const complete = /^\/api\/daily-tasks\/([^/]+)\/complete$/.exec(url.pathname);
      if (request.method === 'POST' && complete) {
        request.resume();
        const result = await completeTask(session, decodeURIComponent(complete[1] ?? ''));
        return send(response, result.status, result.body);
      }
      if (request.method !== 'GET') return send(response, 404, { message: 'Not found' });
      if (url.pathname === '/api/user/stats') return send(response, 200, await stats(session));
      if (url.pathname === '/api/activities')
        return send(response, 200, await activities(session, url));
      if (url.pathname === '/api/daily-tasks')
        return send(response, 200, await dailyTasks(session));
      return send(response, 404, { message: 'Not found' });
    } catch (error) {
      console.error(error);
      send(response, 500, { message: 'Internal server error' });
    }
  })();
});

server.listen(port, '127.0.0.1', () => console.log(`baseline listening on ${port}`));
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
