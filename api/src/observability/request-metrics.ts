import type { Histogram } from 'prom-client';
import type { FinishedRequest } from '../middleware/request-log-middleware';

/** Each finished request into `http_request_duration_seconds`, by method, route pattern and status. */
export const recordRequest =
  (histogram: Histogram<'method' | 'route' | 'status'>) =>
  ({ method, route, status, seconds }: FinishedRequest): void =>
    histogram.observe({ method, route, status: String(status) }, seconds);
