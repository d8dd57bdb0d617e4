import type { TStripeObject } from '../stand-in-state';

/** A page of objects, as Stripe's list endpoints answer. */
export type TStripeList = {
  object: 'list';
  url: string;
  has_more: boolean;
  data: TStripeObject[];
};

/** One endpoint: the method, the path (its first group is the object id), what it answers. */
export type TRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  answer: (params: Record<string, unknown>, id: string) => TStripeObject | TStripeList;
};
