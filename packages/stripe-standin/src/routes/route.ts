import type { TParamsSchema } from '../request-params';
import type { TStripeObject } from '../stand-in-state';

/** A page of objects, as Stripe's list endpoints answer. */
export type TStripeList = {
  object: 'list';
  url: string;
  has_more: boolean;
  data: TStripeObject[];
};

/**
 * One endpoint: the method, the path (its first group is the object id), the
 * parameters it takes (anything else is refused before it runs), what it answers.
 */
export type TRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  params: TParamsSchema;
  answer: (params: Record<string, unknown>, id: string) => TStripeObject | TStripeList;
};
