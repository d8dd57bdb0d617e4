import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
} from '@manifest/contracts/offline-actions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { storeSession } from '../session-storage';
import { startLocalServer, type TLocalServer } from '../testing/local-server';
import { MemoryStorage } from '../testing/memory-storage';
import { TEST_USER } from '../testing/user-fixture';
import { flushOfflineActions } from './flush-offline-actions';
import { offlineActionStore, type TOfflineAction } from './offline-action-store';
import { sendOrQueue } from './send-or-queue';

const ZAnswer = z.object({ ok: z.boolean() });
const UNREACHABLE = 'http://127.0.0.1:9';

let server: TLocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  server.requests.length = 0;
  server.respondWith({ status: 200, body: '{"ok":true}' });
  storeSession('token-1', TEST_USER);
});
afterEach(() => {
  for (const action of offlineActionStore.list()) offlineActionStore.remove(action.key);
  vi.unstubAllGlobals();
});

const completeTask = (base: string) => ({
  url: `${base}/api/daily-tasks/t1/complete`,
  body: { reflection: '' },
  bodyDoneAt: (doneAt: string) => ({ reflection: '', doneAt }),
  label: 'Complete a task',
});

const action = (key: string, userId = TEST_USER.id): TOfflineAction => ({
  key: `key-${key}-0000`,
  url: `${server.baseUrl}/api/affirmations/${key}/complete`,
  body: { doneAt: '2026-11-24T08:00:00.000Z' },
  label: 'Mark an affirmation',
  doneAt: '2026-11-24T08:00:00.000Z',
  userId,
});

describe('sendOrQueue', () => {
  it('sends at once online, with an idempotency key, and checks the answer', async () => {
    const result = await sendOrQueue(ZAnswer, completeTask(server.baseUrl));
    expect(result).toEqual({ sent: { ok: true } });
    const [request] = server.requests;
    expect(request?.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ reflection: '' });
    expect(offlineActionStore.list()).toEqual([]);
  });

  it('queues the action, with the time it was done, when the request cannot get out', async () => {
    const before = Date.now();
    const result = await sendOrQueue(ZAnswer, completeTask(UNREACHABLE));
    expect('queued' in result).toBe(true);
    const [queued] = offlineActionStore.list();
    expect(queued).toMatchObject({ label: 'Complete a task', userId: TEST_USER.id });
    expect(Date.parse(queued?.doneAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(queued?.body).toEqual({ reflection: '', doneAt: queued?.doneAt });
  });

  it('queues without trying when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const result = await sendOrQueue(ZAnswer, completeTask(server.baseUrl));
    expect('queued' in result).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('reports a refusal by the server as an error, queuing nothing', async () => {
    server.respondWith({ status: 400, body: '{"message":"Task not found"}' });
    await expect(sendOrQueue(ZAnswer, completeTask(server.baseUrl))).rejects.toThrow(
      'Task not found',
    );
    expect(offlineActionStore.list()).toEqual([]);
  });
});

describe('flushOfflineActions', () => {
  it('sends the waiting actions oldest first, each with its own key and body', async () => {
    offlineActionStore.add(action('1'));
    offlineActionStore.add(action('2'));
    const outcome = await flushOfflineActions();
    expect(outcome.sent.map(({ key }) => key)).toEqual(['key-1-0000', 'key-2-0000']);
    expect(server.requests.map(({ path }) => path)).toEqual([
      '/api/affirmations/1/complete',
      '/api/affirmations/2/complete',
    ]);
    expect(server.requests[0]?.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBe('key-1-0000');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      doneAt: '2026-11-24T08:00:00.000Z',
    });
    expect(offlineActionStore.list()).toEqual([]);
  });

  it('drops an action the server refuses, saying why, and keeps all when it says not now', async () => {
    offlineActionStore.add(action('1'));
    server.respondWith({
      status: 400,
      body: '{"message":"doneAt must be within the last 48 hours"}',
    });
    const refused = await flushOfflineActions();
    expect(refused.refused).toEqual([
      { action: action('1'), message: 'doneAt must be within the last 48 hours' },
    ]);
    expect(offlineActionStore.list()).toEqual([]);

    offlineActionStore.add(action('2'));
    offlineActionStore.add(action('3'));
    for (const [status, message] of [
      [503, 'Down'],
      [401, 'Please sign in'],
      [402, 'Your trial has ended'],
      [429, 'Too many requests'],
      [409, IDEMPOTENCY_KEY_IN_PROGRESS],
    ] as const) {
      server.respondWith({ status, body: JSON.stringify({ message }) });
      const failed = await flushOfflineActions();
      expect(failed, String(status)).toEqual({ sent: [], refused: [], waiting: 2 });
      expect(offlineActionStore.list().map(({ key }) => key)).toEqual(['key-2-0000', 'key-3-0000']);
    }
  });

  it('counts an action the server finds already done as sent', async () => {
    offlineActionStore.add(action('1'));
    server.respondWith({ status: 409, body: '{"message":"Affirmation already completed today"}' });
    const outcome = await flushOfflineActions();
    expect(outcome).toEqual({ sent: [action('1')], refused: [], waiting: 0 });
    expect(offlineActionStore.list()).toEqual([]);
  });

  it("leaves another person's actions on the device alone", async () => {
    offlineActionStore.add(action('1', 'someone-else'));
    const outcome = await flushOfflineActions();
    expect(outcome.sent).toEqual([]);
    expect(server.requests).toHaveLength(0);
    expect(offlineActionStore.list()).toHaveLength(1);
  });

  it('runs one flush at a time: a second call shares the first', async () => {
    offlineActionStore.add(action('1'));
    const [first, second] = await Promise.all([flushOfflineActions(), flushOfflineActions()]);
    expect(second).toBe(first);
    expect(server.requests).toHaveLength(1);
  });
});
