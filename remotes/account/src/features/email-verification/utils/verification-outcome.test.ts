import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { isAddressProven, outcomeOfRefusal } from './verification-outcome';

const refusal = (status: number) =>
  new ApiError(status, 'status', JSON.stringify({ message: 'What the API said.' }));

describe('outcomeOfRefusal', () => {
  it('tells a used link (or a verified address), an ended one and a made-up one apart', () => {
    expect(outcomeOfRefusal(refusal(409))).toBe('alreadyVerified');
    expect(outcomeOfRefusal(refusal(410))).toBe('expired');
    expect(outcomeOfRefusal(refusal(400))).toBe('invalid');
  });

  it('leaves a server or network failure to be retried', () => {
    expect(outcomeOfRefusal(refusal(503))).toBeUndefined();
    expect(outcomeOfRefusal(refusal(500))).toBeUndefined();
    expect(outcomeOfRefusal(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('isAddressProven', () => {
  it('is proven when verified now or before, not when the link ended or was never sent', () => {
    expect(isAddressProven('verified')).toBe(true);
    expect(isAddressProven('alreadyVerified')).toBe(true);
    expect(isAddressProven('expired')).toBe(false);
    expect(isAddressProven('invalid')).toBe(false);
  });
});
