import { PAGE_HEADS_ELEMENT_ID, ZPageHeads, type TPageHeads } from './page-heads';

let heads: TPageHeads | undefined;

/**
 * The page heads the shell's server wrote into this page (server/route-head.ts), read once.
 * A page without them (the development server) has none: index.html's title stands.
 */
export const readPageHeads = (): TPageHeads => {
  if (heads) return heads;
  try {
    const text = document.getElementById(PAGE_HEADS_ELEMENT_ID)?.textContent ?? '{}';
    heads = ZPageHeads.safeParse(JSON.parse(text)).data ?? {};
  } catch {
    heads = {};
  }
  return heads;
};
