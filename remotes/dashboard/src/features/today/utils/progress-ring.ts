/** The share of the day done, 0 to 1 (0 for an empty day). */
export const doneShare = (done: number, total: number): number =>
  total > 0 ? Math.min(Math.max(done / total, 0), 1) : 0;

/**
 * A ring of radius `radius` drawn as a dashed circle: its circumference, and how much of
 * the dash is hidden to show `share` of it.
 */
export function ringDash(share: number, radius: number): { length: number; offset: number } {
  const length = 2 * Math.PI * radius;
  return { length, offset: length * (1 - Math.min(Math.max(share, 0), 1)) };
}
