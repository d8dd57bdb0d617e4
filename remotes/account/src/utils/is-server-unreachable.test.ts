import { ApiError } from '@manifest/api-client/request';
import { describe, expect, it } from 'vitest';

import { isServerUnreachable } from './is-server-unreachable';

describe('isServerUnreachable', () => {
  it("is true for a gateway's 502 and 504 whatever their body says, and a bare 503", () => {
    expect(isServerUnreachable(new ApiError(502, 'Bad Gateway', ''))).toBe(true);
    expect(isServerUnreachable(new ApiError(503, 'Service Unavailable', '<html>down</html>'))).toBe(
      true,
    );
    const proxyAnswer = JSON.stringify({ message: 'The server is unreachable. Please try again.' });
    expect(isServerUnreachable(new ApiError(502, 'Bad Gateway', proxyAnswer))).toBe(true);
    expect(isServerUnreachable(new ApiError(504, 'Gateway Timeout', proxyAnswer))).toBe(true);
  });

  it('is true for another 5xx without a message, false for one with a message', () => {
    expect(isServerUnreachable(new ApiError(500, 'Internal Server Error', ''))).toBe(true);
    const restarting = JSON.stringify({ message: 'Service is restarting' });
    expect(isServerUnreachable(new ApiError(503, 'Service Unavailable', restarting))).toBe(false);
    const withMessage = JSON.stringify({ message: 'Internal server error' });
    expect(isServerUnreachable(new ApiError(500, 'Internal Server Error', withMessage))).toBe(
      false,
    );
  });

  it('is false for refusals and for errors that are no answer', () => {
    expect(isServerUnreachable(new ApiError(401, 'Unauthorized', ''))).toBe(false);
    expect(isServerUnreachable(new ApiError(413, 'Payload Too Large', ''))).toBe(false);
    expect(isServerUnreachable(new TypeError('Failed to fetch'))).toBe(false);
  });
});
