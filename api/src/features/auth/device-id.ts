import { createHash, randomBytes } from 'node:crypto';

const DEVICE_ID_BYTES = 32;

/** A new device id: 32 random bytes, base64url (43 characters), as ZDeviceId expects. */
export function createDeviceId(): string {
  return randomBytes(DEVICE_ID_BYTES).toString('base64url');
}

/** SHA-256 (hex) of a device id: all known_devices keeps, so a database leak names no browser. */
export function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId, 'utf8').digest('hex');
}
