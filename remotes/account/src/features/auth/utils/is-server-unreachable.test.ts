import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { isServerUnreachable } from './is-server-unreachable';

describe('isServerUnreachable', () => {
  it("is true for the proxy's 502, 503 and 504 without a message of the API's own", () => {
    expect(isServerUnreachable(new ApiError(502, 'Bad Gateway', ''))).toBe(true);
    expect(isServerUnreachable(new ApiError(503, 'Service Unavailable', '<html>down</html>'))).toBe(
      true,
    );
    expect(isServerUnreachable(new ApiError(504, 'Gateway Timeout', 'upstream timed out'))).toBe(
      true,
    );
  });

  it('is false when the server says what went wrong, and for refusals', () => {
    const withMessage = JSON.stringify({ message: 'Service is restarting' });
    expect(isServerUnreachable(new ApiError(503, 'Service Unavailable', withMessage))).toBe(false);
    expect(isServerUnreachable(new ApiError(401, 'Unauthorized', ''))).toBe(false);
    expect(isServerUnreachable(new TypeError('Failed to fetch'))).toBe(false);
  });
});
