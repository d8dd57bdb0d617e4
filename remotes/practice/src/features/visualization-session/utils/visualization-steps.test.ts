import { describe, expect, it } from 'vitest';

import { GOAL_THEMES, themeFor, visualizationSteps } from './visualization-steps';

describe('visualizationSteps', () => {
  it('runs 10, 15, 20 and 15 seconds without a goal', () => {
    expect(visualizationSteps().map((step) => step.seconds)).toEqual([10, 15, 20, 15]);
  });

  it('runs 10, 20, 25 and 15 seconds with a goal, naming it', () => {
    const steps = visualizationSteps('Buy a home by the sea');
    expect(steps.map((step) => step.seconds)).toEqual([10, 20, 25, 15]);
    expect(steps[1]?.title).toBe('See “Buy a home by the sea”');
  });
});

describe('themeFor', () => {
  it('picks a script by keyword, whatever the case, for each of the six', () => {
    expect(GOAL_THEMES.map(([keyword]) => keyword)).toEqual([
      'money',
      'health',
      'career',
      'love',
      'travel',
      'home',
    ]);
    for (const [keyword, theme] of GOAL_THEMES) {
      expect(themeFor(`My ${keyword.toUpperCase()} goal`)).toBe(theme);
    }
  });

  it('uses the general script for no goal or no keyword', () => {
    expect(themeFor(undefined)).toBe(themeFor('Learn the cello'));
    expect(themeFor('Learn the cello').see).toMatch(/already achieved/);
  });
});
