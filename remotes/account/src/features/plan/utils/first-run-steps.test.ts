import { describe, expect, it } from 'vitest';

import { FIRST_RUN_STEPS, stepProgress } from './first-run-steps';

describe('the first-run steps', () => {
  it('ask for every answer once, in order', () => {
    expect(FIRST_RUN_STEPS.map(({ field }) => field)).toEqual([
      'areas',
      'practiceTime',
      'reminderTime',
      'mainGoal',
    ]);
  });

  it('count the step on screen', () => {
    expect(stepProgress(0)).toEqual({ label: 'Step 1 of 4', percent: 25 });
    expect(stepProgress(3)).toEqual({ label: 'Step 4 of 4', percent: 100 });
    expect(stepProgress(1, 3)).toEqual({ label: 'Step 2 of 3', percent: 67 });
  });
});
