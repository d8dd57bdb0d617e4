import { ZDeviceId } from '@manifest/contracts/auth';
import { describe, expect, it } from 'vitest';
import { createDeviceId, hashDeviceId } from './device-id';

describe('createDeviceId', () => {
  it('makes ids the contract accepts, that do not repeat', () => {
    const ids = new Set(Array.from({ length: 50 }, createDeviceId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(ZDeviceId.parse(id)).toBe(id);
  });
});

describe('hashDeviceId', () => {
  it('is the SHA-256 hex digest, never the id itself', () => {
    expect(hashDeviceId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const id = createDeviceId();
    expect(hashDeviceId(id)).not.toContain(id);
  });
});
