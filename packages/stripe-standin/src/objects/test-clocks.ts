import type { TStripeObject } from '../stand-in-state';

/** Stripe deletes a test clock and its objects 30 days after it was made. */
const CLOCK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** A test clock as Stripe returns it (spec3 `test_helpers.test_clock`). */
export const testClockObject = (fields: {
  id: string;
  created: number;
  frozenTime: number;
  name: string | null;
}): TStripeObject => ({
  id: fields.id,
  object: 'test_helpers.test_clock',
  created: fields.created,
  deletes_after: fields.created + CLOCK_LIFETIME_SECONDS,
  frozen_time: fields.frozenTime,
  livemode: false,
  name: fields.name,
  status: 'ready',
  status_details: {},
});
