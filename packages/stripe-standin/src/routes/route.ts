import type { TStripeObject } from '../stand-in-state';

/** One endpoint: the method, the path (its first group is the object id), what it answers. */
export type TRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  answer: (params: Record<string, unknown>, id: string) => TStripeObject;
};
