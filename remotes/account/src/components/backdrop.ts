/**
 * The calm violet-to-indigo wash behind the account's centred cards (sign-in, sign-up,
 * payment required, cancel by link), in both colour schemes.
 */
export const CARD_BACKDROP =
  'bg-linear-to-br from-violet-100 via-background to-indigo-100 dark:from-violet-950/50 dark:to-indigo-950/50';
