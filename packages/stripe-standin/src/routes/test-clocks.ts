import { runSubscriptionUntil } from '../billing';
import type { TStandInState } from '../stand-in-state';
import { invalid, text } from '../stripe-errors';
import type { TRoute } from './route';

/** Test clocks: customers on a clock live at its time; advancing it runs their billing. */
export const testClockRoutes = (state: TStandInState): TRoute[] => [
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/test_clocks$/,
    answer: (params) =>
      state.save({
        id: state.newId('clock'),
        object: 'test_helpers.test_clock',
        created: state.seconds(),
        frozen_time: Number(params.frozen_time ?? state.seconds()),
        name: text(params.name) ?? null,
        status: 'ready',
        livemode: false,
      }),
  },
  {
    method: 'GET',
    path: /^\/v1\/test_helpers\/test_clocks\/(\w+)$/,
    answer: (_params, id) => state.find('test_helpers.test_clock', id),
  },
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/test_clocks\/(\w+)\/advance$/,
    answer: (params, id) => {
      const clock = state.find('test_helpers.test_clock', id);
      const until = Number(params.frozen_time);
      if (!Number.isInteger(until) || until < Number(clock.frozen_time)) {
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
