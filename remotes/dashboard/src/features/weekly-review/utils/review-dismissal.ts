// Which week's review the person closed, and which one was last on screen (so the next
// visit keeps its place while it loads), in this browser's localStorage.

export const DISMISSED_WEEK_KEY = 'manifest_weekly_review_dismissed';
export const SHOWN_WEEK_KEY = 'manifest_weekly_review_shown';

type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// localStorage may be missing or throw (blocked storage, Safari private mode): then the
// review is simply shown, and a dismissal lasts until the page is left.
const storage = (): TStorage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

export const readWeek = (key: string, from: TStorage | undefined = storage()): string | null => {
  try {
    return from?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeWeek = (
  key: string,
  weekEnd: string | null,
  to: TStorage | undefined = storage(),
): void => {
  try {
    if (weekEnd === null) to?.removeItem(key);
    else to?.setItem(key, weekEnd);
  } catch {
    // Nothing kept: the review shows again next time.
  }
};

/** While the answer loads: keep the card's place only if a review was on screen last time. */
export const isReviewExpected = (shownWeek: string | null, dismissedWeek: string | null): boolean =>
  shownWeek !== null && shownWeek !== dismissedWeek;
