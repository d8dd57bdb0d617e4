/**
 * The calm violet and indigo wash behind the account's centred cards (sign-in, sign-up,
 * payment required, cancel by link), in both colour schemes. Two washes of a fixed size
 * from the top corners that fade into the page's own background: however tall the page
 * (and inside the app's chrome, whose padding below the page is plain background), the
 * wash never ends in an edge. (A diagonal gradient over the whole box ended in indigo at
 * the bottom, a visible seam above the padding.)
 */
export const CARD_BACKDROP =
  'bg-background bg-no-repeat ' +
  'bg-[radial-gradient(56rem_36rem_at_0%_0%,var(--color-violet-100),transparent),radial-gradient(56rem_36rem_at_100%_0%,var(--color-indigo-100),transparent)] ' +
  'dark:bg-[radial-gradient(56rem_36rem_at_0%_0%,color-mix(in_oklab,var(--color-violet-950)_60%,transparent),transparent),radial-gradient(56rem_36rem_at_100%_0%,color-mix(in_oklab,var(--color-indigo-950)_60%,transparent),transparent)]';
