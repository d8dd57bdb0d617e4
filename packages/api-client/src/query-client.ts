import { isTrialEndedError } from '@manifest/contracts/trial';
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';

import { trialStatusQueryKey } from '@manifest/api-client/calls/trial-status';
import { parseResponse, sendRequest, throwIfNotOk } from '@manifest/api-client/request';

export type TUnauthorizedBehavior = 'returnNull' | 'throw';

/** GET on the query key parts joined by '/', parsed as JSON and, given a schema, checked by it. */
export function getQueryFn<TSchema extends z.ZodType>(options: {
  on401: 'throw';
  schema: TSchema;
}): QueryFunction<z.output<TSchema>>;
export function getQueryFn<TSchema extends z.ZodType>(options: {
  on401: 'returnNull';
  schema: TSchema;
}): QueryFunction<z.output<TSchema> | null>;
export function getQueryFn(options: { on401: TUnauthorizedBehavior }): QueryFunction<unknown>;
export function getQueryFn({
  on401,
  schema,
}: {
  on401: TUnauthorizedBehavior;
  schema?: z.ZodType;
}): QueryFunction<unknown> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    const response = await sendRequest('GET', url);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    if (schema) return parseResponse(schema, response, 'GET', url);
    const json: unknown = await response.json();
    return json;
  };
}

/** The API's answer once a trial has ended unpaid (DESIGN.md, trial enforcement). */
export { isTrialEndedError };

export const createQueryClient = (): QueryClient => {
  // The API answers 402 once a trial has ended unpaid: any call that meets it
  // asks the trial status again, and the shell's trial flow (banner, toast, the
  // way to payment) takes over, as it does after its own check.
  const askTrialStatusAgain = (error: unknown) => {
    if (isTrialEndedError(error)) {
      void client.invalidateQueries({ queryKey: trialStatusQueryKey });
    }
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: askTrialStatusAgain }),
    mutationCache: new MutationCache({ onError: askTrialStatusAgain }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // Offline, a read still goes out: the service worker answers it from its cache.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        // Offline, a write is tried too: the practice actions queue themselves
        // (sendOrQueue), any other says it failed instead of waiting unseen.
        networkMode: 'always',
      },
    },
  });
  return client;
};
