import { describe, expect, it } from 'vitest';

import { readGoogleReturn } from './use-google-return';

describe('readGoogleReturn', () => {
  it('reads the one-time code, a refusal, or nothing', () => {
    expect(readGoogleReturn('#code=abc_-1')).toEqual({ code: 'abc_-1' });
    expect(readGoogleReturn('#google-error')).toEqual({ failed: true });
    expect(readGoogleReturn('')).toBeNull();
    expect(readGoogleReturn('#section-2')).toBeNull();
  });
});
