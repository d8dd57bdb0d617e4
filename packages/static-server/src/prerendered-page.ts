import { z } from 'zod';

/** The path on a remote's server that draws one of its pages per request: `?path=/blog`. */
export const PRERENDER_PATH = '/_prerender';

/** What a remote's server answers for a page (and the shell reads, checked). */
export const ZPrerenderedPage = z.object({
  html: z.string(),
  /** TanStack Query's dehydrated state: the page's data, for the shell's query client. */
  state: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }).loose(),
});
export type TPrerenderedPage = z.infer<typeof ZPrerenderedPage>;
