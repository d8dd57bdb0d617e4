import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
  ZUploadedImage,
  type TUploadedImage,
} from '@manifest/contracts/uploads';
import type { Knex } from 'knex';
import Koa from 'koa';
import compose from 'koa-compose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, JSON_BODY_LIMIT } from '../src/app';
import { createServices } from '../src/composition';
import { parseEnv } from '../src/config/env';
import { createImageUrls } from '../src/features/uploads/image-urls';
import type { UploadLimits } from '../src/features/uploads/upload-limits';
import { uploadsRouter } from '../src/features/uploads/uploads-router';
import {
  UPLOAD_NOT_FOUND_MESSAGE,
  createUploadsService,
} from '../src/features/uploads/uploads-service';
import { createLogger } from '../src/lib/logger';
import { errorMiddleware } from '../src/middleware/error-middleware';
import {
  NOT_SIGNED_IN_MESSAGE,
  requireUserMiddleware,
} from '../src/middleware/require-user-middleware';
import { securityHeadersMiddleware } from '../src/middleware/security-headers-middleware';
import { timeZoneHeaderMiddleware } from '../src/middleware/time-zone-middleware';
import { useTestDatabase } from './support/test-app';
import { DATABASE_ENGINES, type DatabaseEngine } from './support/test-database';
import { createTestUser, type TestUser } from './support/test-users';

// The uploads router on the app's own middleware, in app.ts's order (security
// headers, JSON errors, the JSON-only body parser, requireUser), over real
// HTTP, with limits small enough to reach in a test. With `throughCreateApp`,
// the real app.ts is in front instead (until routes.ts mounts this router, it
// is added after the app's own; once mounted, the app's own one answers).
const TEST_LIMITS: UploadLimits = { uploadsPerDay: 4, storedBytesPerUser: 50_000 };

/** The suite's clock: real time unless a test moves it on (and puts it back). */
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);
const DAY_MS = 24 * 60 * 60 * 1000;

function buildApp(knex: Knex, limits: UploadLimits, throughCreateApp: boolean): Koa {
  const logger = createLogger('silent');
  const env = parseEnv({ NODE_ENV: 'test', CMS_URL: 'http://127.0.0.1:9' });
  const { auth } = createServices({ env, knex, logger });
  const requireUser = compose([
    requireUserMiddleware({ userForToken: auth.userForToken }),
    timeZoneHeaderMiddleware({ knex }),
  ]);
  const imageUrls = createImageUrls({ secret: env.IMAGE_URL_SECRET, now });
  const router = uploadsRouter({
    uploadsService: createUploadsService({ knex, now, imageUrls, limits }),
    requireUser,
  });
  const app = throughCreateApp ? createApp({ env, knex, logger, now }) : new Koa();
  if (!throughCreateApp) {
    app.use(securityHeadersMiddleware());
    app.use(errorMiddleware({ logger }));
    app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));
  }
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

function useUploadsApp(
  engine: DatabaseEngine,
  { limits = TEST_LIMITS, throughCreateApp = false } = {},
) {
  const database = useTestDatabase(engine);
  const state: { server?: Server; url?: string } = {};

  beforeAll(async () => {
    const app = buildApp(database.knex, limits, throughCreateApp);
    state.server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      state.server?.close(() => resolve());
      state.server?.closeAllConnections();
    });
  });

  const url = (path: string) => `${state.url ?? ''}${path}`;
  return {
    get knex() {
      return database.knex;
    },
    newUser: () => createTestUser(database.knex),
    fetch: (path: string, init: RequestInit = {}) => fetch(url(path), init),
    /** POSTs bytes as a browser sends a File. */
    upload: (bytes: Uint8Array | string, { token, type }: { token?: string; type?: string }) =>
      fetch(url('/api/uploads/images'), {
        method: 'POST',
        body: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
        headers: {
          ...(type ? { 'Content-Type': type } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      }),
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

const SAMPLES = {
  png: () => solid(30, 20).png().toBuffer(),
  jpeg: () => solid(30, 20).jpeg().toBuffer(),
  webp: () => solid(30, 20).webp().toBuffer(),
  gif: () => solid(30, 20).gif().toBuffer(),
};

const HOSTILE_HTML =
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

const json = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  body: (await response.json()) as unknown,
});

describe.each(DATABASE_ENGINES)('image uploads on %s', (engine) => {
  const api = useUploadsApp(engine);
  let owner: TestUser;

  beforeAll(async () => {
    owner = await api.newUser();
  });

  // Each test that uploads gets a user of its own, so the daily limit is theirs.
  const uploaded = async (user: TestUser, bytes: Buffer, type: string): Promise<TUploadedImage> => {
    const answer = await api.upload(bytes, { token: user.token, type });
    expect(answer.status).toBe(201);
    return ZUploadedImage.parse(await answer.json());
  };

  it.each(Object.entries(SAMPLES))(
    'accepts a %s, stores it re-encoded as WebP and serves it safely',
    async (format, make) => {
      const user = await api.newUser();
      const image = await uploaded(user, await make(), `image/${format}`);
      expect(image).toMatchObject({
        url: expect.stringMatching(
          new RegExp(`^/api/uploads/${image.id}\\?expires=\\d+&signature=`),
        ),
        width: 30,
        height: 20,
        contentType: 'image/webp',
      });

      const served = await api.fetch(image.url);
      expect(served.status).toBe(200);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline; filename="image.webp"',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': expect.stringMatching(/^private, max-age=\d+, immutable$/),
        etag: `"${image.id}"`,
      });
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 30,
        height: 20,
      });
    },
  );

  it('keeps an image in this browser only, until its URL expires (a day or two)', async () => {
    const image = await uploaded(await api.newUser(), await SAMPLES.png(), 'image/png');
    const served = await api.fetch(image.url);
    expect(served.status).toBe(200);
    const expires = Number(new URL(image.url, 'http://api.test').searchParams.get('expires'));
    const maxAge = Number(
      /^private, max-age=(\d+), immutable$/.exec(served.headers.get('cache-control') ?? '')?.[1],
    );
    // What is left of the URL's life, give or take the second the request took.
    expect(Math.abs(maxAge - (expires - Date.now() / 1000))).toBeLessThan(2);
    expect(maxAge).toBeGreaterThan(24 * 60 * 60 - 2);
    expect(maxAge).toBeLessThanOrEqual(48 * 60 * 60);
  });

  it('shows nothing under the bare path, a tampered signature or another image’s signature', async () => {
    const user = await api.newUser();
    const image = await uploaded(user, await SAMPLES.png(), 'image/png');
    const other = await uploaded(user, await SAMPLES.gif(), 'image/gif');
    const signed = new URL(image.url, 'http://api.test');
    const expires = Number(signed.searchParams.get('expires'));
    const signature = signed.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherQuery = new URL(other.url, 'http://api.test').search;
    const path = `/api/uploads/${image.id}`;
    for (const refused of [
      path,
      `${path}?expires=${expires}`,
      `${path}?signature=${signature}`,
      `${path}?expires=${expires}&signature=${flipped}`,
      `${path}?expires=${expires + 86_400}&signature=${signature}`,
      `${path}?expires=${expires}&signature=${signature}&signature=${signature}`,
      `${path}?expires=-1&signature=${signature}`,
      `${path}${otherQuery}`,
    ]) {
      const answer = await api.fetch(refused);
      expect({ refused, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        refused,
        status: 404,
        type: 'application/json; charset=utf-8',
      });
      expect(await answer.json()).toEqual({ message: UPLOAD_NOT_FOUND_MESSAGE });
    }
    expect((await api.fetch(image.url)).status).toBe(200);
  });

  it('refuses a signed URL once it has expired, and a new one shows the image again', async () => {
    const image = await uploaded(await api.newUser(), await SAMPLES.png(), 'image/png');
    try {
      clock.offsetMs = DAY_MS;
      expect((await api.fetch(image.url)).status).toBe(200);
      clock.offsetMs = 2 * DAY_MS;
      const expired = await api.fetch(image.url);
      expect(expired.status).toBe(404);
      expect(await expired.json()).toEqual({ message: UPLOAD_NOT_FOUND_MESSAGE });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const image = await uploaded(await api.newUser(), await SAMPLES.png(), 'image/png');
    // As a browser revalidates from its cache (fetch alone would add Cache-Control: no-cache).
    const again = await api.fetch(image.url, {
      headers: { 'If-None-Match': `"${image.id}"`, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('strips EXIF (GPS included) from a photo and turns it upright', async () => {
    const photo = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'ManifestTestCamera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 3900/100',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('ManifestTestCamera')).toBe(true);

    const image = await uploaded(await api.newUser(), photo, 'image/jpeg');
    expect(image).toMatchObject({ width: 20, height: 40 });
    const served = Buffer.from(await (await api.fetch(image.url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.includes('ManifestTestCamera')).toBe(false);
    expect(served.includes('Exif')).toBe(false);
  });

  it.each([
    ['HTML sent as image/png', HOSTILE_HTML, 'image/png'],
    ['an SVG sent as image/svg+xml', HOSTILE_SVG, 'image/svg+xml'],
    ['an SVG sent as image/png', HOSTILE_SVG, 'image/png'],
    ['a PDF sent as image/jpeg', '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF', 'image/jpeg'],
    ['plain text sent with no type', 'hello', undefined],
  ])('refuses %s with 415', async (_, body, type) => {
    const answer = await json(
      await api.upload(body, { token: owner.token, ...(type ? { type } : {}) }),
    );
    expect(answer).toEqual({
      status: 415,
      type: 'application/json; charset=utf-8',
      body: { message: IMAGE_TYPE_MESSAGE },
    });
  });

  it('refuses a PNG header followed by HTML (a polyglot) with 415', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from(HOSTILE_HTML),
    ]);
    const answer = await json(
      await api.upload(polyglot, { token: owner.token, type: 'image/png' }),
    );
    expect(answer).toMatchObject({ status: 415, body: { message: IMAGE_TYPE_MESSAGE } });
  });

  it('re-encodes a real PNG carrying HTML after its end, so no HTML is ever served', async () => {
    const polyglot = Buffer.concat([await SAMPLES.png(), Buffer.from(HOSTILE_HTML)]);
    const image = await uploaded(await api.newUser(), polyglot, 'text/html');
    const served = await api.fetch(image.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('<html')).toBe(false);
  });

  it('refuses a JSON body (read by the JSON parser) as no image', async () => {
    const answer = await json(
      await api.upload(JSON.stringify({ image: 'data:image/png;base64,AAAA' }), {
        token: owner.token,
        type: 'application/json',
      }),
    );
    expect(answer).toMatchObject({ status: 415, body: { message: IMAGE_TYPE_MESSAGE } });
  });

  it('answers an empty body with 400', async () => {
    const answer = await json(await api.upload('', { token: owner.token, type: 'image/png' }));
    expect(answer).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { message: IMAGE_EMPTY_MESSAGE },
    });
  });

  it('refuses a body over 5 MB with 413 JSON, with or without a Content-Length', async () => {
    const tooLarge = Buffer.concat([await SAMPLES.png(), Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES)]);
    const declared = await json(
      await api.upload(tooLarge, { token: owner.token, type: 'image/png' }),
    );
    expect(declared).toEqual({
      status: 413,
      type: 'application/json; charset=utf-8',
      body: { message: IMAGE_TOO_LARGE_MESSAGE },
    });

    // Chunked: no length is known until the stream passes the limit.
    const chunks = [tooLarge.subarray(0, 3_000_000), tooLarge.subarray(3_000_000)];
    const streamed = await api.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${owner.token}` },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await json(streamed)).toMatchObject({
      status: 413,
      body: { message: IMAGE_TOO_LARGE_MESSAGE },
    });
  });

  it('accepts a body of exactly 5 MB (an image with trailing bytes)', async () => {
    const png = await SAMPLES.png();
    const body = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES - png.length)]);
    const answer = await api.upload(body, {
      token: (await api.newUser()).token,
      type: 'image/png',
    });
    expect(answer.status).toBe(201);
  });

  it('refuses an upload from someone not signed in with 401', async () => {
    const answer = await json(await api.upload(await SAMPLES.png(), { type: 'image/png' }));
    expect(answer).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN_MESSAGE } });
    const badToken = await json(
      await api.upload(await SAMPLES.png(), { token: 'not-a-session', type: 'image/png' }),
    );
    expect(badToken.status).toBe(401);
  });

  it('lets the owner delete an image; to anyone else it does not exist', async () => {
    const user = await api.newUser();
    const image = await uploaded(user, await SAMPLES.png(), 'image/png');
    const stranger = await api.newUser();

    const byStranger = await json(
      await api.fetch(image.url, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${stranger.token}` },
      }),
    );
    expect(byStranger).toMatchObject({ status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } });
    const anonymous = await api.fetch(image.url, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    expect((await api.fetch(image.url)).status).toBe(200);

    const byOwner = await api.fetch(image.url, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(byOwner.status).toBe(204);
    expect(await json(await api.fetch(image.url))).toMatchObject({
      status: 404,
      body: { message: UPLOAD_NOT_FOUND_MESSAGE },
    });
    const again = await api.fetch(image.url, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(again.status).toBe(404);
  });

  it.each([
    ['a malformed id', '/api/uploads/not-a-uuid'],
    ['an id with SQL in it', `/api/uploads/${encodeURIComponent("1' or '1'='1")}`],
    ['an unknown id', '/api/uploads/3f1c1b9e-8d0a-4a53-9b7e-5a8c2f0d4e61'],
    ['the upload path itself', '/api/uploads/images'],
  ])('answers %s with 404 JSON', async (_, path) => {
    const answer = await json(await api.fetch(path));
    expect(answer).toEqual({
      status: 404,
      type: 'application/json; charset=utf-8',
      body: { message: UPLOAD_NOT_FOUND_MESSAGE },
    });
    const deleted = await api.fetch(path, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(deleted.status).toBe(404);
  });

  it(`allows ${TEST_LIMITS.uploadsPerDay} uploads a day, deleted ones included`, async () => {
    const user = await api.newUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    for (let index = 0; index < TEST_LIMITS.uploadsPerDay; index += 1) {
      const image = await uploaded(user, await SAMPLES.png(), 'image/png');
      expect((await api.fetch(image.url, { method: 'DELETE', headers: auth })).status).toBe(204);
    }
    const refused = await json(
      await api.upload(await SAMPLES.png(), { token: user.token, type: 'image/png' }),
    );
    expect(refused).toEqual({
      status: 429,
      type: 'application/json; charset=utf-8',
      body: {
        message: `You can upload at most ${TEST_LIMITS.uploadsPerDay} images a day. Please try again tomorrow.`,
      },
    });
    // Someone else's allowance is their own.
    expect(
      (await api.upload(await SAMPLES.png(), { token: owner.token, type: 'image/png' })).status,
    ).toBe(201);
  });

  it('counts concurrent uploads of one person once each', async () => {
    const user = await api.newUser();
    const png = await SAMPLES.png();
    const statuses = await Promise.all(
      Array.from({ length: TEST_LIMITS.uploadsPerDay + 3 }, () =>
        api.upload(png, { token: user.token, type: 'image/png' }).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(TEST_LIMITS.uploadsPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('refuses an image that would take the person past their stored total with 413', async () => {
    const user = await api.newUser();
    // Noise does not compress: each stored copy takes about 30 kB of the 50 kB allowed.
    const noisy = await sharp(randomBytes(200 * 200 * 3), {
      raw: { width: 200, height: 200, channels: 3 },
    })
      .png()
      .toBuffer();
    const first = await uploaded(user, noisy, 'image/png');
    const stored = (await (await api.fetch(first.url)).arrayBuffer()).byteLength;
    expect(stored).toBeGreaterThan(TEST_LIMITS.storedBytesPerUser / 2);

    const second = await json(await api.upload(noisy, { token: user.token, type: 'image/png' }));
    expect(second.status).toBe(413);
    expect(second.body).toEqual({
      message: 'Your images may take at most 48 kB in all. Delete some to upload more.',
    });

    // Deleting frees the room again.
    await api.fetch(first.url, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect((await api.upload(noisy, { token: user.token, type: 'image/png' })).status).toBe(201);
  });

  it('deletes a person’s images with their account', async () => {
    const user = await api.newUser();
    const image = await uploaded(user, await SAMPLES.png(), 'image/png');
    await api.knex('users').where({ id: user.id }).del();
    expect((await api.fetch(image.url)).status).toBe(404);
  });
});

describe('image uploads through the real app.ts', () => {
  const api = useUploadsApp('pglite', { throughCreateApp: true });

  it('reaches the handler with the image body unread by the JSON body parser', async () => {
    const user = await api.newUser();
    const png = await SAMPLES.png();
    for (const type of ['image/png', 'application/octet-stream', 'text/plain']) {
      const answer = await api.upload(png, { token: user.token, type });
      expect(answer.status).toBe(201);
      const image = ZUploadedImage.parse(await answer.json());
      expect((await api.fetch(image.url)).headers.get('content-type')).toBe('image/webp');
    }
    const html = await json(
      await api.upload(HOSTILE_HTML, { token: user.token, type: 'image/png' }),
    );
    expect(html).toMatchObject({ status: 415, body: { message: IMAGE_TYPE_MESSAGE } });
  });

  it('keeps the security headers of the app on a served image, with its own policy', async () => {
    const user = await api.newUser();
    const image = (await (
      await api.upload(await SAMPLES.gif(), { token: user.token, type: 'image/gif' })
    ).json()) as TUploadedImage;
    const served = await api.fetch(image.url);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('x-powered-by')).toBeNull();
  });
});
