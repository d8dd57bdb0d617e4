import { ZManifestationGoalForm, type TGoal } from '@manifest/contracts/goals';
import { describe, expect, it } from 'vitest';
import {
  findManifestationGoal,
  toCreateRequest,
  toManifestationGoalForm,
  toUpdateRequest,
} from './manifestation-goal';

const goal = (overrides: Partial<TGoal>): TGoal => ({
  id: 'g1',
  title: 'Open a bakery',
  description: 'It would make me feel alive every morning',
  category: 'manifestation',
  targetDate: null,
  status: 'active',
  progress: 0,
  ownProgress: 0,
  milestones: [],
  taskCompletions: 0,
  visionItemId: null,
  imageUrl: null,
  metadata: {
    howLifeWillFeel: 'Free and creative',
    supportiveBeliefs: 'I can learn anything',
    isManifestationGoal: true,
  },
  isCompleted: false,
  completedAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
  ...overrides,
});

describe('the manifestation goal', () => {
  it('is the newest goal of category manifestation marked as the manifestation goal', () => {
    const goals = [
      goal({ id: 'career', category: 'career', createdAt: '2030-03-01T00:00:00.000Z' }),
      goal({ id: 'recommended', metadata: {}, createdAt: '2030-04-01T00:00:00.000Z' }),
      goal({ id: 'old' }),
      goal({ id: 'new', createdAt: '2030-02-01T00:00:00.000Z' }),
    ];
    expect(findManifestationGoal(goals)?.id).toBe('new');
    expect(findManifestationGoal([goal({ category: 'career' })])).toBeUndefined();
  });

  it('reads back into the form, and the form into the create and update calls', () => {
    const form = toManifestationGoalForm(goal({}));
    expect(form).toEqual({
      mainGoal: 'Open a bakery',
      whyItMatters: 'It would make me feel alive every morning',
      howLifeWillFeel: 'Free and creative',
      supportiveBeliefs: 'I can learn anything',
    });
    expect(toCreateRequest(form)).toEqual({
      title: 'Open a bakery',
      description: 'It would make me feel alive every morning',
      category: 'manifestation',
      status: 'active',
      metadata: {
        howLifeWillFeel: 'Free and creative',
        supportiveBeliefs: 'I can learn anything',
        isManifestationGoal: true,
      },
    });
    expect(toUpdateRequest(form)).not.toHaveProperty('category');
  });

  it("checks the four minimums with the spec's messages", () => {
    const result = ZManifestationGoalForm.safeParse({
      mainGoal: 'short',
      whyItMatters: 'not enough',
      howLifeWillFeel: 'good',
      supportiveBeliefs: '   ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Your main goal should be at least 10 characters',
      'Please provide detailed emotional reasons (at least 20 characters)',
      'Describe how achieving this will feel (at least 15 characters)',
      'Add at least one supportive belief',
    ]);
  });
});
