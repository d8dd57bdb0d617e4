import { ZTodayItem } from '@manifest/contracts/today';
import { describe, expect, it } from 'vitest';
import { AFFIRMATION_POINTS, GOAL_POINTS, MEDITATION_POINTS } from '../../domain/points-rules';
import type { CustomTaskRow } from '../daily-tasks/daily-tasks-repository';
import { DEFAULT_PLAN } from './default-plan';
import { todayItems, type TodayMaterial } from './today-items';

const AT = new Date('2030-03-20T14:00:00Z');

const customTask: CustomTaskRow = {
  id: '0b7e3c39-62f4-4ad4-9d0d-6c9bb2a4c2d1',
  user_id: 'u',
  title: 'Call my sister',
  description: null,
  category: 'evening',
  duration: 45,
  difficulty: 'hard',
  points: 40,
  goal_id: null,
  created_at: AT,
};

const material = (changes: Partial<TodayMaterial> = {}): TodayMaterial => ({
  plan: DEFAULT_PLAN,
  day: '2030-03-20',
  timeZone: 'UTC',
  customTasks: [],
  taskCompletions: new Map(),
  affirmation: { id: 12, text: 'I am loved.' },
  affirmationSaidAt: null,
  meditation: { slug: 'morning-energy', title: 'Morning Energy', minutes: 7 },
  meditatedAt: null,
  goal: null,
  ...changes,
});

describe('todayItems', () => {
  it('lists the plan: its tasks, then today’s affirmation, a meditation and the goal step', () => {
    const items = todayItems(material());
    for (const item of items) ZTodayItem.parse(item);
    expect(items.map((item) => item.id)).toEqual([
      'task:morning-gratitude-list',
      'task:afternoon-breathing-reset',
      'task:evening-wins-journal',
      'affirmation:12',
      'meditation:morning-energy',
      'goal:new',
    ]);
    expect(items.every((item) => !item.completed)).toBe(true);
    expect(items[0]).toEqual({
      id: 'task:morning-gratitude-list',
      kind: 'task',
      title: 'Morning gratitude list',
      detail: 'Morning · 5 min',
      completed: false,
      completedAt: null,
      points: 10,
      action: { type: 'complete-task', taskId: 'morning-gratitude-list' },
    });
    expect(items.slice(3)).toEqual([
      expect.objectContaining({
        title: "Say today's affirmation",
        detail: 'I am loved.',
        points: AFFIRMATION_POINTS,
        action: { type: 'complete-affirmation', affirmationId: 12 },
      }),
      expect.objectContaining({
        title: 'Meditate: Morning Energy',
        detail: '7 min',
        points: MEDITATION_POINTS,
        action: { type: 'open', path: '/meditations' },
      }),
      expect.objectContaining({
        title: 'Set your main goal',
        points: GOAL_POINTS,
        action: { type: 'open', path: '/goal-setting' },
      }),
    ]);
  });

  it('adds the person’s own tasks after the plan’s, with what they really pay', () => {
    const items = todayItems(material({ customTasks: [customTask] }));
    expect(items[3]).toMatchObject({
      id: `task:${customTask.id}`,
      title: 'Call my sister',
      detail: 'Evening · 45 min',
      points: 15,
      action: { type: 'complete-task', taskId: customTask.id },
    });
  });

  it('marks what was done today as completed, with when', () => {
    const done = new Date('2030-03-20T09:00:00Z');
    const items = todayItems(
      material({
        customTasks: [customTask],
        taskCompletions: new Map([
          ['afternoon-breathing-reset', done],
          [customTask.id, done],
        ]),
        affirmationSaidAt: done,
        meditatedAt: done,
        goal: {
          id: 'g1',
          title: 'Run a marathon',
          category: 'manifestation',
          status: 'active',
          progress: 40,
          completed_at: null,
          created_at: new Date('2030-01-01T00:00:00Z'),
          updated_at: done,
        },
      }),
    );
    expect(items.map((item) => [item.id, item.completed, item.completedAt])).toEqual([
      ['task:morning-gratitude-list', false, null],
      ['task:afternoon-breathing-reset', true, done.toISOString()],
      ['task:evening-wins-journal', false, null],
      [`task:${customTask.id}`, true, done.toISOString()],
      ['affirmation:12', true, done.toISOString()],
      ['meditation:morning-energy', true, done.toISOString()],
      ['goal:g1', true, done.toISOString()],
    ]);
    expect(items.at(-1)).toMatchObject({
      title: "Update your goal's progress",
      detail: 'Run a marathon · 40%',
      points: null,
    });
  });

  it('still names the meditation and affirmation plainly when the CMS cannot be read', () => {
    const items = todayItems(
      material({
        affirmation: { id: 3, text: null },
        meditation: { slug: 'morning-energy', title: null, minutes: null },
      }),
    );
    expect(items.find((item) => item.kind === 'affirmation')).toMatchObject({
      title: "Say today's affirmation",
      detail: null,
    });
    expect(items.find((item) => item.kind === 'meditation')).toMatchObject({
      title: 'Take a few minutes to meditate',
      detail: null,
    });
  });
});
