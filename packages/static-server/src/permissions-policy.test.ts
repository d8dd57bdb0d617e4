import { describe, expect, it } from 'vitest';

import { buildPermissionsPolicy } from './permissions-policy';

describe('buildPermissionsPolicy', () => {
  it('denies camera, microphone and geolocation, and allows payment to us and Stripe.js', () => {
    const policy = buildPermissionsPolicy({ remoteOrigins: [] });
    const features = new Map(
      policy.split(', ').map((entry) => entry.split('=') as [string, string]),
    );

    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'display-capture']) {
      expect([feature, features.get(feature)]).toEqual([feature, '()']);
    }
    expect(features.get('payment')).toBe('(self "https://js.stripe.com")');
  });

  it('allows payment to a local Stripe.js stand-in too', () => {
    expect(
      buildPermissionsPolicy({ remoteOrigins: [], stripeJsOrigin: 'http://127.0.0.1:4242' }),
    ).toContain('payment=(self "https://js.stripe.com" "http://127.0.0.1:4242")');
  });
});
