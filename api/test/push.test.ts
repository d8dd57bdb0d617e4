import { ZPushPublicKey, type TPushNotification } from '@manifest/contracts/push';
import { BODY_MUST_BE_OBJECT } from '@manifest/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PUSH_TTL_SECONDS } from '../src/features/push/push-sender';
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_USER,
  PUSH_ENDPOINT_NOT_HTTPS,
  PUSH_SUBSCRIPTION_NOT_FOUND,
} from '../src/features/push/push-service';
import { newBrowserSubscription, verifyVapid } from './support/push-receiver';
import { startLocalPushService, type LocalPushService } from './support/push-service';
import { useTestApp, useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

// Web Push: a person's browsers subscribe (POST), unsubscribe (DELETE) and read the
// VAPID public key; the sender encrypts each reminder to every browser of the person
// and a push service on this machine receives it, as FCM or Mozilla's would.

const SUBSCRIPTIONS = '/api/push/subscriptions';
const PUBLIC_KEY = '/api/push/public-key';

let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(async () => {
  await pushService.close();
});

const REMINDER: TPushNotification = {
  title: 'Time for your practice',
  body: 'Three small steps are waiting for you today.',
  url: '/dashboard',
  tag: 'practice-reminder',
};

describe.each(DATABASE_ENGINES)('push subscriptions on %s', (engine) => {
  const api = useTestApp(engine, {
    get pushTransport() {
      return pushService.transport;
    },
  });

  let counter = 0;
  /** A subscription whose endpoint is under `/<path>/` of the local push service. */
  const browser = (path = 'ok') => {
    counter += 1;
    return newBrowserSubscription(
      `${pushService.origin}/${path}/${engine}-${counter}-${Date.now()}`,
    );
  };
  const rowsOf = (userId: string) =>
    api.knex('push_subscriptions').where({ user_id: userId }).orderBy('created_at');

  it('saves the browser subscription for the signed-in person (201)', async () => {
    const user = await api.newUser();
    const { subscription } = browser();
    const answer = await api.request(SUBSCRIPTIONS, { token: user.token, json: subscription });
    expect(answer.status).toBe(201);
    expect(await rowsOf(user.id)).toMatchObject([
      {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expires_at: null,
      },
    ]);
  });

  it('upserts by endpoint: new keys replace the old, and a browser moves to whoever subscribes in it', async () => {
    const first = await api.newUser();
    const second = await api.newUser();
    const { subscription } = browser();
    await api.request(SUBSCRIPTIONS, { token: first.token, json: subscription });
    const renewed = {
      ...subscription,
      expirationTime: Date.parse('2031-01-01T00:00:00Z'),
      keys: newBrowserSubscription(subscription.endpoint).subscription.keys,
    };
    expect((await api.request(SUBSCRIPTIONS, { token: first.token, json: renewed })).status).toBe(
      201,
    );
    const rows = await rowsOf(first.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
    expect(new Date(rows[0].expires_at).toISOString()).toBe('2031-01-01T00:00:00.000Z');

    expect((await api.request(SUBSCRIPTIONS, { token: second.token, json: renewed })).status).toBe(
      201,
    );
    expect(await rowsOf(first.id)).toEqual([]);
    expect(await rowsOf(second.id)).toHaveLength(1);
  });

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers subscribed last`, async () => {
    const user = await api.newUser();
    const endpoints: string[] = [];
    for (let index = 0; index < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2; index += 1) {
      const { subscription } = browser();
      endpoints.push(subscription.endpoint);
      await api.request(SUBSCRIPTIONS, { token: user.token, json: subscription });
    }
    const kept = (await rowsOf(user.id)).map((row: { endpoint: string }) => row.endpoint);
    expect(kept.sort()).toEqual(endpoints.slice(2).sort());
  });

  it('deletes only the person’s own subscription', async () => {
    const owner = await api.newUser();
    const other = await api.newUser();
    const { subscription } = browser();
    await api.request(SUBSCRIPTIONS, { token: owner.token, json: subscription });
    const remove = (token: string) =>
      api.request(SUBSCRIPTIONS, {
        method: 'DELETE',
        token,
        json: { endpoint: subscription.endpoint },
      });

    const byOther = await remove(other.token);
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({ message: PUSH_SUBSCRIPTION_NOT_FOUND });
    expect(await rowsOf(owner.id)).toHaveLength(1);

    expect((await remove(owner.token)).status).toBe(204);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect((await remove(owner.token)).status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const user = await api.newUser();
    const { subscription } = browser();
    const post = (json: unknown) => api.request(SUBSCRIPTIONS, { token: user.token, json });
    const cases: Array<[unknown, string | undefined, string?]> = [
      [{ ...subscription, endpoint: undefined }, 'endpoint'],
      [{ ...subscription, endpoint: 'not a url' }, 'endpoint'],
      [
        { ...subscription, endpoint: 'http://push.example.com/a' },
        'endpoint',
        PUSH_ENDPOINT_NOT_HTTPS,
      ],
      [{ ...subscription, keys: undefined }, 'keys'],
      [{ ...subscription, keys: { auth: subscription.keys.auth } }, 'keys.p256dh'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'no spaces allowed' } }, 'keys.auth'],
      [{ ...subscription, expirationTime: 'soon' }, 'expirationTime'],
      [[subscription], undefined, BODY_MUST_BE_OBJECT],
    ];
    for (const [body, field, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({
        ...(field ? { field } : {}),
        ...(message ? { message } : {}),
      });
    }
    const deleteWithout = await api.request(SUBSCRIPTIONS, {
      method: 'DELETE',
      token: user.token,
      json: {},
    });
    expect(deleteWithout.status).toBe(400);
    expect(deleteWithout.body).toMatchObject({ field: 'endpoint' });
    const deleteWithNoBody = await api.request(SUBSCRIPTIONS, {
      method: 'DELETE',
      token: user.token,
    });
    expect(deleteWithNoBody.status).toBe(400);
    expect(deleteWithNoBody.body).toMatchObject({ field: 'endpoint' });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { subscription } = browser();
    for (const [method, path, json] of [
      ['GET', PUBLIC_KEY, undefined],
      ['POST', SUBSCRIPTIONS, subscription],
      ['DELETE', SUBSCRIPTIONS, { endpoint: subscription.endpoint }],
    ] as const) {
      const answer = await api.request(path, { method, ...(json ? { json } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect(await api.knex('push_subscriptions').where({ endpoint: subscription.endpoint })).toEqual(
      [],
    );
  });

  it('sends an encrypted, VAPID-signed notification that the browser’s keys decrypt', async () => {
    const user = await api.newUser();
    const phone = browser();
    const laptop = browser();
    for (const { subscription } of [phone, laptop]) {
      await api.request(SUBSCRIPTIONS, { token: user.token, json: subscription });
    }
    const { publicKey } = ZPushPublicKey.parse(
      (await api.request(PUBLIC_KEY, { token: user.token })).body,
    );

    const before = pushService.received.length;
    expect(await api.services.pushSender.sendToUser(user.id, REMINDER)).toEqual({ delivered: 2 });
    const pushes = pushService.received.slice(before);
    expect(pushes.map((push) => push.path).sort()).toEqual(
      [phone, laptop].map(({ subscription }) => new URL(subscription.endpoint).pathname).sort(),
    );

    for (const { subscription, decrypt } of [phone, laptop]) {
      const push = pushes.find((each) => subscription.endpoint.endsWith(each.path));
      if (!push) throw new Error('no push for a subscription');
      expect(push.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
        topic: REMINDER.tag,
      });
      // The body is ciphertext: the text is not in it, and only this browser's keys open it.
      expect(push.body.includes(Buffer.from(REMINDER.title))).toBe(false);
      expect(JSON.parse(decrypt(push.body))).toEqual(REMINDER);
      const other = subscription === phone.subscription ? laptop : phone;
      expect(() => other.decrypt(push.body)).toThrow();

      const vapid = verifyVapid(push.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(pushService.origin);
      expect(vapid.claims.sub).toBe('mailto:no-reply@manifest.local');
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
    }
  });

  it('sends a due practice reminder to the person’s browser, and no email', async () => {
    const user = await api.newUser();
    const phone = browser();
    await api.request(SUBSCRIPTIONS, { token: user.token, json: phone.subscription });
    // Due this minute in the person's zone (UTC until the browser says otherwise).
    const minuteAgo = new Date(Date.now() - 60_000).toISOString().slice(11, 16);
    const settings = {
      practice: { enabled: true, time: minuteAgo },
      goal: { enabled: false, time: '19:00' },
      quietHours: null,
    };
    const saved = await api.request('/api/user/reminders', {
      method: 'PUT',
      token: user.token,
      json: settings,
    });
    expect(saved.status, saved.text).toBe(200);

    const before = pushService.received.length;
    await api.services.reminderSender.sendDue();
    const pushes = pushService.received
      .slice(before)
      .filter((push) => phone.subscription.endpoint.endsWith(push.path));
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(phone.decrypt(pushes[0]?.body ?? Buffer.alloc(0)))).toMatchObject({
      url: '/dashboard',
      tag: expect.stringContaining('practice'),
    });
    expect(
      await api
        .knex('reminder_deliveries')
        .where({ user_id: user.id })
        .select('kind', 'status', 'channel'),
    ).toEqual([{ kind: 'practice', status: 'sent', channel: 'push' }]);
  });

  it('removes a subscription the push service answers 410 or 404 for, keeps one that failed otherwise', async () => {
    const user = await api.newUser();
    pushService.answer('gone', 410);
    pushService.answer('unknown', 404);
    pushService.answer('failing', 500);
    const kept = browser('ok');
    const gone = browser('gone');
    const unknown = browser('unknown');
    const failing = browser('failing');
    for (const { subscription } of [kept, gone, unknown, failing]) {
      await api.request(SUBSCRIPTIONS, { token: user.token, json: subscription });
    }

    expect(await api.services.pushSender.sendToUser(user.id, REMINDER)).toEqual({ delivered: 1 });
    const left = (await rowsOf(user.id)).map((row: { endpoint: string }) => row.endpoint);
    expect(left.sort()).toEqual([kept.subscription.endpoint, failing.subscription.endpoint].sort());
    expect(api.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'Push not delivered',
        fields: expect.objectContaining({ status: 500, pushService: pushService.origin }),
      }),
    );
    // The log names the push service, never the endpoint (whoever has it could push).
    expect(api.logLines.join('\n')).not.toContain(failing.subscription.endpoint);
  });

  it('removes an expired subscription without sending, and sends nothing to a person without any', async () => {
    const user = await api.newUser();
    const expired = browser();
    await api.request(SUBSCRIPTIONS, {
      token: user.token,
      json: { ...expired.subscription, expirationTime: Date.now() - 1000 },
    });
    const before = pushService.received.length;
    expect(await api.services.pushSender.sendToUser(user.id, REMINDER)).toEqual({ delivered: 0 });
    expect(pushService.received.length).toBe(before);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await api.services.pushSender.sendToUser(user.id, REMINDER)).toEqual({ delivered: 0 });
  });
});

describe.each(DATABASE_ENGINES)('the VAPID key pair on %s', (engine) => {
  const db = useTestDatabase(engine);

  it('is made once and shared by two API processes on one database, across restarts', async () => {
    const servers: TestServer[] = [];
    try {
      const user = await createTestUser(db.knex);
      const start = async () => {
        const server = await startTestServer({ database: db.database });
        servers.push(server);
        return server;
      };
      const [first, second] = await Promise.all([start(), start()]);
      if (!first || !second) throw new Error('two servers expected');
      const keyOf = async (server: TestServer) => {
        const answer = await server.request(PUBLIC_KEY, { token: user.token });
        expect(answer.status).toBe(200);
        return ZPushPublicKey.parse(answer.body).publicKey;
      };
      // Both ask first, at once: one pair wins and both answer it.
      const [fromFirst, fromSecond] = await Promise.all([keyOf(first), keyOf(second)]);
      expect(fromFirst).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(fromSecond).toBe(fromFirst);
      expect(Number((await db.knex('push_vapid_keys').count({ rows: '*' }))[0]?.rows)).toBe(1);

      const restarted = await start();
      expect(await keyOf(restarted)).toBe(fromFirst);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('never pushes to this machine or a private network with the default transport', async () => {
    const server = await startTestServer({ database: db.database });
    try {
      const user = await createTestUser(db.knex);
      const local = newBrowserSubscription(`${pushService.origin}/ok/default-transport`);
      expect(
        (await server.request(SUBSCRIPTIONS, { token: user.token, json: local.subscription }))
          .status,
      ).toBe(201);
      const before = pushService.received.length;
      expect(await server.services.pushSender.sendToUser(user.id, REMINDER)).toEqual({
        delivered: 0,
      });
      expect(pushService.received.length).toBe(before);
      // It could never be sent to: it goes.
      expect(await db.knex('push_subscriptions').where({ user_id: user.id })).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const server = await startTestServer({
      database: db.database,
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const user = await createTestUser(db.knex);
      const answer = await server.request(PUBLIC_KEY, { token: user.token });
      expect(answer.body).toEqual({ publicKey: keys.publicKey });
    } finally {
      await server.close();
    }
  });
});
