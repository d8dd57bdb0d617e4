import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import type { TPushSubscription } from '@manifest/contracts/push';

/**
 * The browser's side of Web Push, written from the RFCs with node:crypto alone (not with
 * the library the API sends with): a subscription's keys as a browser makes them (an
 * ECDH P-256 pair and a 16-byte auth secret), the decryption of a message (RFC 8291 on
 * RFC 8188's aes128gcm), and the check of the VAPID signature (RFC 8292).
 */
export function newBrowserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const subscription: TPushSubscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
  };

  /** The plaintext of an aes128gcm body encrypted to this subscription. */
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const keyIdLength = body.readUInt8(20);
    const senderPublicKey = body.subarray(21, 21 + keyIdLength);
    const records = body.subarray(21 + keyIdLength);
    if (records.length > recordSize) throw new Error('a push message is one record');

    const sharedSecret = ecdh.computeSecret(senderPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
    const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
    const contentKey = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(records.subarray(records.length - 16));
    const padded = Buffer.concat([
      decipher.update(records.subarray(0, records.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 2, then any zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('the record has no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }

  return { subscription, decrypt };
}

/**
 * Reads a push's `Authorization: vapid t=<JWT>, k=<key>` and checks the JWT's ES256
 * signature with `k`; answers the key and the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, publicKey] = [match[1], match[2]];
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('the VAPID token is no JWT');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('the VAPID signature does not verify');
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (parsedHeader.alg !== 'ES256') throw new Error(`VAPID alg ${parsedHeader.alg}`);
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
