/** Spec 000 section 9: a swipe between tabs is at least 75 px within 500 ms. */
export const SWIPE_MIN_DISTANCE_PX = 75;
export const SWIPE_MAX_DURATION_MS = 500;

export type TTouchPoint = { x: number; y: number; time: number };
/** The way the finger moved: left shows the next tab, right the previous one. */
export type TSwipeDirection = 'left' | 'right';

/** A horizontal swipe, or null for a tap, a slow drag or a mostly vertical scroll. */
export function detectSwipe(start: TTouchPoint, end: TTouchPoint): TSwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.time - start.time;
  if (duration < 0 || duration > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return null;
  if (Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? 'left' : 'right';
}

type TTab = { to: string };

/** The tab a path belongs to; the home tab covers /dashboard too (the same page). -1: none. */
export function activeTabIndex(pathname: string, tabs: readonly TTab[]): number {
  const path = pathname === '/dashboard' ? '/' : pathname.replace(/\/+$/, '') || '/';
  return tabs.findIndex(({ to }) => to === path);
}

/** Where a swipe leads from this path: the next or previous tab, none past either end. */
export function tabAfterSwipe(
  pathname: string,
  direction: TSwipeDirection,
  tabs: readonly TTab[],
): string | null {
  const index = activeTabIndex(pathname, tabs);
  if (index === -1) return null;
  const next = tabs[direction === 'left' ? index + 1 : index - 1];
  return next?.to ?? null;
}
