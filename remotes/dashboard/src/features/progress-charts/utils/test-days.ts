import type { TProgressDay } from '@manifest/contracts/progress-calendar';

/** `count` consecutive days ending on `lastDay`, with the figures `figures` gives each. */
export function consecutiveDays(
  lastDay: string,
  count: number,
  figures: (index: number) => { points: number; activities: number } = () => ({
    points: 0,
    activities: 0,
  }),
): TProgressDay[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({
    day: new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    ...figures(index),
  }));
}
