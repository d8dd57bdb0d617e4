import { z } from 'zod';

/** The path on a remote's server that renders one of its pages: `?path=/signin`. */
export const PRERENDER_PATH = '/_prerender';

/** `&session=1`: the page as a browser holding a session opens it (its frame, no user data). */
export const SIGNED_IN_PARAM = 'session';

/** What a remote's server answers for a page (and the shell reads, checked). */
export const ZPrerenderedPage = z.object({
  html: z.string(),
  /** TanStack Query's dehydrated state: the page's data, for the shell's query client. */
  state: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }).loose(),
  /**
   * True for a signed-in page's frame. A remote that does not say so drew a visitor's
   * page (one deployed before frames existed ignores `session=1`).
   */
  signedIn: z.boolean().optional(),
});
export type TPrerenderedPage = z.infer<typeof ZPrerenderedPage>;
