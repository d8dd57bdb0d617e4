import { describe, expect, it } from 'vitest';
import { readBearerToken } from './bearer-token';

describe('readBearerToken', () => {
  it('reads the token of a bearer header in any case', () => {
    expect(readBearerToken('Bearer abc-DEF_123')).toBe('abc-DEF_123');
    expect(readBearerToken('bearer abc')).toBe('abc');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwdw==', 'Bearer a b', 'Bearer a.b'])(
    'finds no token in %j',
    (header) => {
      expect(readBearerToken(header)).toBeNull();
    },
  );
});
