import type { TSecurityPolicy } from './security-policy';

/** Powerful features no page of ours uses: denied to the page and anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The Permissions-Policy header. Payment is allowed to us and to Stripe.js's frames (the
 * Payment Request API behind Apple Pay and Google Pay), and to a local stand-in when set.
 */
export const buildPermissionsPolicy = ({ stripeJsOrigin }: TSecurityPolicy): string => {
  const paymentOrigins = ['https://js.stripe.com', ...(stripeJsOrigin ? [stripeJsOrigin] : [])];
  const payment = `payment=(self ${[...new Set(paymentOrigins)].map((origin) => `"${origin}"`).join(' ')})`;
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), payment].join(', ');
};
