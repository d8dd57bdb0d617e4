import { expanded, expandPaths } from './expand';
import type { TAnswer } from './idempotency';
import { checkParams } from './request-params';
import type { TRoute } from './routes/route';
import type { TStripeObject } from './stand-in-state';
import { StripeApiError, StripeParameterError } from './stripe-errors';

const errorAnswer = (error: StripeApiError): TAnswer => ({
  status: error.status,
  body: { error: error.body },
});

/**
 * How the stand-in answers one API request: the route for its method and path,
 * its parameters checked (every endpoint also takes `expand`), its answer or
 * Stripe's refusal, and whether the request ran (one refused before it ran is
 * not kept for its idempotency key).
 */
export const routeAnswers =
  (routes: TRoute[], lookup: (id: string) => TStripeObject | undefined) =>
  (
    method: string,
    pathname: string,
    params: Record<string, unknown>,
  ): { answer: TAnswer; hasRun: boolean } => {
    const route = routes.find(
      (candidate) => candidate.method === method && candidate.path.test(pathname),
    );
    if (!route) {
      return {
        hasRun: false,
        answer: {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${method}: ${pathname}).`,
            },
          },
        },
      };
    }
    try {
      const { expand, ...own } = params;
      const paths = expandPaths(expand);
      checkParams(route.params, own);
      const body = route.answer(own, route.path.exec(pathname)?.[1] ?? '');
      try {
        return { hasRun: true, answer: { status: 200, body: expanded(body, paths, lookup) } };
      } catch (error) {
        // A path that names no id: refused, though the request itself has run.
        if (!(error instanceof StripeApiError)) throw error;
        return { hasRun: true, answer: errorAnswer(error) };
      }
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return { hasRun: !(error instanceof StripeParameterError), answer: errorAnswer(error) };
    }
  };
