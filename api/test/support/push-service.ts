import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushTransport } from '../../src/features/push/push-transport';

/** One message a push service was asked to deliver. */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type LocalPushService = {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** What reached it, oldest first. */
  received: ReceivedPush[];
  /** The answer for endpoints under `/<path>`: 201 unless set (410 gone, 500 failing, ...). */
  answer: (path: string, status: number) => void;
  /** How the API reaches it: its own certificate trusted, loopback allowed. */
  transport: PushTransport;
  close: () => Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 (web-push speaks HTTPS only), made with openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on this machine, as a browser's would be (RFC 8030): it takes the
 * POST web-push sends to a subscription's endpoint and keeps what it got.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const first = path.split('/')[1] ?? '';
      response.writeHead(answers.get(first) ?? 201, { 'Content-Type': 'text/plain' });
      response.end(answers.has(first) ? 'push service says no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ ca: cert });
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    transport: { agent, allowsHost: () => true },
    close: () =>
      new Promise<void>((resolve, reject) => {
        agent.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
