import { describe, expect, it } from 'vitest';
import { COMPLETED_AT_IN_FUTURE, COMPLETED_AT_TOO_OLD, completedAtProblem } from './activity-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

describe('completedAtProblem', () => {
  it('accepts now, a small clock skew ahead and the last 7 days', () => {
    expect(completedAtProblem(NOW, NOW)).toBeNull();
    expect(completedAtProblem(minutes(5), NOW)).toBeNull();
    expect(completedAtProblem(minutes(-7 * 24 * 60), NOW)).toBeNull();
  });
  it('refuses the future and the distant past', () => {
    expect(completedAtProblem(minutes(6), NOW)).toBe(COMPLETED_AT_IN_FUTURE);
    expect(completedAtProblem(minutes(-7 * 24 * 60 - 1), NOW)).toBe(COMPLETED_AT_TOO_OLD);
  });
});
