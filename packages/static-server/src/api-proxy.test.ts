import pino from 'pino';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  BODY_TOO_LARGE_MESSAGE,
  TIMED_OUT_MESSAGE,
  UNREACHABLE_MESSAGE,
  type TApiProxyOptions,
} from './api-proxy';
import type { TServerLog } from './server-log';
import { startStaticServer, type TStaticServer } from './start-static-server';
import { findClosedPort, startFakeUpstream, type TFakeUpstream } from './testing/fake-upstream';

const KB = 1024;
const LIMITS = { defaultBytes: 100 * KB, byPathPrefix: { '/api/uploads': 6 * KB * KB } };

/** A body sent in pieces with no Content-Length (Transfer-Encoding: chunked). */
const chunkedBody = (totalBytes: number, chunkBytes = 16 * KB) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < totalBytes; sent += chunkBytes) {
        controller.enqueue(new Uint8Array(Math.min(chunkBytes, totalBytes - sent)).fill(120));
      }
      controller.close();
    },
  });

const post = (url: string, body: Uint8Array | ReadableStream<Uint8Array>) =>
  fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    duplex: 'half',
  } as RequestInit);

describe('the proxy of /api and /auth', () => {
  let root: string;
  let server: TStaticServer | undefined;
  let upstream: TFakeUpstream | undefined;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'api-proxy-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
  });

  afterEach(async () => {
    await server?.close();
    await upstream?.close();
    server = undefined;
    upstream = undefined;
    await rm(root, { recursive: true, force: true });
  });

  const start = async (
    target: TApiProxyOptions['target'],
    proxy: Partial<TApiProxyOptions> = {},
    log?: TServerLog,
  ) => {
    server = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      spaFallback: true,
      cors: false,
      proxy: { paths: ['/api', '/auth'], target, bodyLimits: LIMITS, ...proxy },
      ...(log ? { log } : {}),
    });
    return server.url;
  };

  it('spreads requests over several API processes, and leaves out one that stopped', async () => {
    upstream = await startFakeUpstream();
    const other = await startFakeUpstream();
    try {
      const url = await start([upstream.url, other.url]);
      const served = (fake: TFakeUpstream) =>
        fake.received.filter((request) => request.url !== '/api/health/ready').length;
      for (let n = 0; n < 4; n += 1) expect((await fetch(`${url}/api/goals`)).status).toBe(200);
      expect([served(upstream), served(other)]).toEqual([2, 2]);

      await other.close();
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await fetch(`${url}/api/goals`)).status);
      // At most the one request that found it gone; the rest go to the process still there.
      expect(statuses.filter((status) => status !== 200).length).toBeLessThanOrEqual(1);
      expect(served(upstream)).toBeGreaterThanOrEqual(5);
    } finally {
      await other.close();
    }
  });

  it('refuses a body whose Content-Length is over the limit with the API’s 413 JSON, at once', async () => {
    upstream = await startFakeUpstream();
    const url = await start(upstream.url);

    const response = await post(`${url}/api/goals`, new Uint8Array(10 * KB * KB));

    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expect(upstream.received).toEqual([]);
  });

  it('refuses a chunked body as soon as it passes the limit, and the API never gets it whole', async () => {
    upstream = await startFakeUpstream();
    const url = await start(upstream.url);

    const response = await post(`${url}/api/goals`, chunkedBody(10 * KB * KB));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    const bytesReachingApi = upstream.received.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(bytesReachingApi).toBeLessThanOrEqual(100 * KB);
  });

  it('lets through what the API accepts: up to the limit, and 5 MB at /api/uploads', async () => {
    upstream = await startFakeUpstream();
    const url = await start(upstream.url);

    expect((await post(`${url}/api/goals`, new Uint8Array(100 * KB))).status).toBe(200);
    expect((await post(`${url}/api/goals`, chunkedBody(100 * KB))).status).toBe(200);
    expect((await post(`${url}/api/uploads`, new Uint8Array(5 * KB * KB))).status).toBe(200);
    expect((await post(`${url}/api/uploads/avatar`, chunkedBody(5 * KB * KB))).status).toBe(200);
    expect(upstream.received.map(({ bytes }) => bytes)).toEqual([
      100 * KB,
      100 * KB,
      5 * KB * KB,
      5 * KB * KB,
    ]);

    expect((await post(`${url}/api/uploads`, new Uint8Array(7 * KB * KB))).status).toBe(413);
    // The larger limit is for that prefix only.
    expect((await post(`${url}/api/uploadsx`, new Uint8Array(200 * KB))).status).toBe(413);
  });

  it('answers 502 JSON with a clear message when the API is down', async () => {
    const url = await start(`http://127.0.0.1:${await findClosedPort()}`);

    for (const path of ['/api/auth/signin', '/auth/google']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: UNREACHABLE_MESSAGE });
    }
  });

  it('logs a failed forward as a JSON line with the path, never the query string', async () => {
    const lines: string[] = [];
    const url = await start(
      `http://127.0.0.1:${await findClosedPort()}`,
      {},
      pino({ messageKey: 'msg' }, { write: (line: string) => lines.push(line) }),
    );

    const response = await fetch(`${url}/auth/google/callback?code=one-time-secret`);

    expect(response.status).toBe(502);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'proxy failed',
        method: 'GET',
        path: '/auth/google/callback',
      }),
    ]);
    expect(lines.join('')).not.toContain('one-time-secret');
  });

  it('answers 504 JSON when the API stays silent longer than the idle timeout', async () => {
    upstream = await startFakeUpstream(() => {
      // Never answers.
    });
    const url = await start(upstream.url, { idleTimeoutMs: 300 });

    const startedAt = Date.now();
    const response = await fetch(`${url}/api/stats`);

    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: TIMED_OUT_MESSAGE });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  it('streams a long answer through unbuffered, longer than the idle timeout while it keeps sending', async () => {
    upstream = await startFakeUpstream((_request, response) => {
      response.setHeader('Content-Type', 'text/event-stream');
      response.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        response.write(`data: ${sent}\n\n`);
        sent += 1;
        if (sent === 8) {
          clearInterval(timer);
          response.end();
        }
      }, 100);
    });
    const url = await start(upstream.url, { idleTimeoutMs: 300 });

    const startedAt = Date.now();
    const response = await fetch(`${url}/api/ai/stream`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAfterMs = Date.now() - startedAt;
    let text = new TextDecoder().decode(first.value);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += new TextDecoder().decode(part.value);
    }

    expect(response.status).toBe(200);
    // The first event arrives while the answer is still going, not after it ended.
    expect(firstAfterMs).toBeLessThan(500);
    expect(Date.now() - startedAt).toBeGreaterThan(600);
    expect(text).toBe([0, 1, 2, 3, 4, 5, 6, 7].map((n) => `data: ${n}\n\n`).join(''));
  });

  it('as the edge, overwrites a client’s X-Forwarded-For with its socket address', async () => {
    upstream = await startFakeUpstream();
    const url = await start(upstream.url);
    const { port } = new URL(url);

    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/auth/signin',
          method: 'POST',
          headers: {
            Host: 'manifest.example',
            'X-Forwarded-For': '203.0.113.9, 198.51.100.7',
            'X-Forwarded-Proto': 'https',
            'X-Forwarded-Host': 'evil.example',
            'X-Real-IP': '203.0.113.9',
            Forwarded: 'for=203.0.113.9',
            'Content-Type': 'application/json',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end('{}');
    });

    expect(status).toBe(200);
    const [forwarded] = upstream.received;
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded?.headers['x-forwarded-proto']).toBe('http');
    expect(forwarded?.headers['x-forwarded-host']).toBe('manifest.example');
    expect(forwarded?.headers['x-real-ip']).toBeUndefined();
    expect(forwarded?.headers.forwarded).toBeUndefined();
  });

  it('hides the API’s X-Powered-By', async () => {
    upstream = await startFakeUpstream((_request, response) => {
      response.setHeader('X-Powered-By', 'Koa');
      response.end('{}');
    });
    const url = await start(upstream.url);

    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
