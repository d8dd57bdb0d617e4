import { describe, expect, it } from 'vitest';
import { createPublicPushTransport, isPublicAddress, publicOnlyLookup } from './push-transport';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '[::1]',
    'localhost',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.74.42', '8.8.8.8', '172.32.0.1', '2607:f8b0:4004:c1b::5f', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the public push transport', () => {
  const transport = createPublicPushTransport();

  it('refuses IP literals that are not public, and leaves names to the lookup', () => {
    expect(transport.allowsHost('127.0.0.1')).toBe(false);
    expect(transport.allowsHost('[::1]')).toBe(false);
    expect(transport.allowsHost('10.0.0.8')).toBe(false);
    expect(transport.allowsHost('8.8.8.8')).toBe(true);
    expect(transport.allowsHost('fcm.googleapis.com')).toBe(true);
  });

  it('fails the lookup of a name that resolves to this machine', async () => {
    for (const all of [false, true]) {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
        publicOnlyLookup('localhost', { all }, (lookupError) => resolve(lookupError));
      });
      expect(error?.code).toBe('ENOTPUBLIC');
      expect(error?.message).toBe('localhost does not resolve to a public address');
    }
  });
});
