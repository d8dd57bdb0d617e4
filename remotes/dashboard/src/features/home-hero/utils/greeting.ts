import type { TUserStats } from '@manifest/contracts/stats';

/**
 * The dashboard's greeting: 'Welcome, Ada' to someone who has done nothing yet (or while
 * that is not known), 'Welcome back, Ada' once the track record holds an activity. A
 * frame drawn without a user (the server's) says 'Welcome'.
 */
export function greetingFor(
  firstName: string | undefined,
  stats: Pick<TUserStats, 'totalActivities'> | undefined,
): string {
  const welcome = stats && stats.totalActivities > 0 ? 'Welcome back' : 'Welcome';
  const name = firstName?.trim();
  return name ? `${welcome}, ${name}` : welcome;
}
