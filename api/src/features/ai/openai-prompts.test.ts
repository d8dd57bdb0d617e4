import { describe, expect, it } from 'vitest';
import { describePerson, goalRecommendationsFrom, listItems } from './openai-prompts';

describe('listItems', () => {
  it('strips bullets, numbers and quotes and drops blank lines', () => {
    expect(listItems('1. "I am calm."\n\n- I am strong.\n• I am loved\n3) “I am free”')).toEqual([
      'I am calm.',
      'I am strong.',
      'I am loved',
      'I am free',
    ]);
  });
});

describe('goalRecommendationsFrom', () => {
  it('reads the GOALS and INSIGHTS sections', () => {
    expect(
      goalRecommendationsFrom('GOALS:\n- Walk daily\n- Save 10%\nINSIGHTS:\nYou meditate often.'),
    ).toEqual({ goals: ['Walk daily', 'Save 10%'], insights: 'You meditate often.' });
  });

  it('falls back to list lines as goals and the rest as insight', () => {
    expect(
      goalRecommendationsFrom('Here you go:\n1. Walk daily\n2. Read more\nKeep going!'),
    ).toEqual({
      goals: ['Walk daily', 'Read more'],
      insights: 'Here you go:\nKeep going!',
    });
  });

  it('keeps a plain answer as insight', () => {
    expect(goalRecommendationsFrom('Just keep going.')).toEqual({
      goals: [],
      insights: 'Just keep going.',
    });
  });
});

describe('describePerson', () => {
  it('names the person and at most five goals, never more', () => {
    const goals = Array.from({ length: 7 }, (_, index) => ({
      title: `Goal ${index}`,
      category: 'personal',
      isCompleted: index === 0,
    }));
    const text = describePerson({ id: 'u1', firstName: 'Ada', goals });
    expect(text).toContain('Ada');
    expect(text).toContain('"Goal 0" (completed)');
    expect(text).toContain('"Goal 4"');
    expect(text).not.toContain('Goal 5');
  });
});
