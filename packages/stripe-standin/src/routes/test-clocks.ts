import { runSubscriptionUntil } from '../billing';
import { testClockObject } from '../objects/test-clocks';
import { INTEGER, params, TEXT } from '../request-params';
import type { TStandInState } from '../stand-in-state';
import { invalid, text } from '../stripe-errors';
import type { TRoute } from './route';

/** Test clocks: customers on a clock live at its time; advancing it runs their billing. */
export const testClockRoutes = (state: TStandInState): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/test_clocks$/,
    params: params({ frozen_time: INTEGER, name: TEXT }, ['frozen_time']),
    answer: (given) =>
      state.save(
        testClockObject({
          id: state.newId('clock'),
          created: state.seconds(),
          frozenTime: Number(given.frozen_time),
          name: text(given.name) ?? null,
        }),
      ),
  },
  {
    method: 'GET',
    path: /^\/v1\/test_helpers\/test_clocks\/(\w+)$/,
    params: params({}),
    answer: (_given, id) => state.find('test_helpers.test_clock', id),
  },
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/test_clocks\/(\w+)\/advance$/,
    params: params({ frozen_time: INTEGER }, ['frozen_time']),
    answer: (given, id) => {
      const clock = state.find('test_helpers.test_clock', id);
      const until = Number(given.frozen_time);
      if (until < Number(clock.frozen_time)) {
        throw invalid('frozen_time', 'The clock can only move forward.');
      }
      clock.frozen_time = until;
      const customers = new Set(
        state
          .all('customer')
          .filter((customer) => customer.test_clock === id)
          .map((customer) => customer.id),
      );
      for (const subscription of state.all('subscription')) {
        if (customers.has(String(subscription.customer))) {
          runSubscriptionUntil(state, subscription, until);
        }
      }
      return clock;
    },
  },
];
