import { NOT_FOUND_ROUTE } from '@manifest/contracts/client-reports';
import { describe, expect, it } from 'vitest';

import { routePatternOf } from './route-pattern';

describe('routePatternOf', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/how-i-found-my-calm', '/blog/:slug'],
    ['/daily-tasks', '/daily-tasks'],
    ['/reset-password', '/reset-password'],
  ])('reads %s as the route %s', (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });

  it('calls an address outside the route table Page Not Found', () => {
    expect(routePatternOf('/no/such/page/42')).toBe(NOT_FOUND_ROUTE);
  });
});
