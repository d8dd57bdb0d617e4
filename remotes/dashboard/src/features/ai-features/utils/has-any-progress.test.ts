import { NO_PROGRESS_STATS } from '@manifest/contracts/stats';
import { describe, expect, it } from 'vitest';
import { hasAnyProgress } from './has-any-progress';

describe('hasAnyProgress', () => {
  it('is false when every figure is zero', () => {
    expect(hasAnyProgress(NO_PROGRESS_STATS)).toBe(false);
  });

  it.each(['totalPoints', 'affirmationsSaid', 'visionBoardItems', 'goalsCreated'] as const)(
    'is true with %s alone',
    (figure) => {
      expect(hasAnyProgress({ ...NO_PROGRESS_STATS, [figure]: 1 })).toBe(true);
    },
  );
});
