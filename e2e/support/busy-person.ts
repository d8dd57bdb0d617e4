import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ZAuthResponse, type TUser } from '@manifest/contracts/auth';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { ZMeditationList } from '@manifest/contracts/catalogue';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { newUser } from './users';

/** The zone the busy person's browser and API calls use. */
export const BUSY_TIME_ZONE = 'America/New_York';

/** A word no line can break at a space (60 characters), as people paste links and names. */
const LONG_WORD = 'Supercalifragilisticexpialidociousabundanceandprosperityflow';

/**
 * Titles of 60 to 120 characters, some with a long unbroken word: what a person who
 * writes a lot puts in every list.
 */
export const LONG_TITLES = [
  'Run the Lisbon marathon in under four hours and celebrate with my whole family at the finish',
  `Grow my ${LONG_WORD} side business to ten paying customers`,
  'Save enough for a deposit on a small house with a garden, a workshop and a view of the sea',
  'Read fifty books this year, including every novel on the long list of the Booker prize of 2024',
  `Learn Portuguese well enough to talk with my grandmother about ${LONG_WORD}`,
  'Meditate for twenty minutes every single morning before opening my phone or reading the news',
] as const;

const LONG_DESCRIPTION =
  'Because it matters to me more than anything else this year: I want to prove to myself that consistent small steps, taken every day, add up to a life I am proud of. ' +
  `Notes: ${LONG_WORD}${LONG_WORD}`;

export type TBusyPerson = { user: TUser; token: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A person with a lot of data, through the API's test setup (sign-up, weeks of history)
 * and real API calls (goals, the manifestation goal, vision items, custom daily tasks,
 * affirmations, a challenge, a meditation), every list full of long titles. The badges
 * the actions earned are awarded before any page opens, so no celebration covers a page.
 */
export async function seedBusyPerson(request: APIRequestContext): Promise<TBusyPerson> {
  const signedUp = await request.post('/api/test-setup/users', { data: newUser() });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const { token, user } = ZAuthResponse.parse(await signedUp.json());
  const headers = { Authorization: `Bearer ${token}`, [TIME_ZONE_HEADER]: BUSY_TIME_ZONE };
  const expectOk = async (answer: APIResponse) => {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  const send = async (method: 'post' | 'put', url: string, data: unknown = {}) =>
    expectOk(await request[method](url, { headers, data }));
  const get = async (url: string) => expectOk(await request.get(url, { headers }));

  // Goals: several long ones, one completed, and the manifestation goal of /goal-setting.
  const goals = [];
  for (const [index, title] of LONG_TITLES.slice(0, 4).entries()) {
    goals.push(
      (await send('post', '/api/goals', {
        title,
        description: LONG_DESCRIPTION,
        category: index === 1 ? `career-${LONG_WORD}`.slice(0, 40) : 'personal growth',
        targetDate: new Date(Date.now() + (index + 1) * 30 * DAY_MS).toISOString().slice(0, 10),
        progress: index * 25,
      })) as { id: string },
    );
  }
  await send('put', `/api/goals/${goals[0]?.id}`, { isCompleted: true });
  await send('post', '/api/goals', {
    title: LONG_TITLES[1],
    description: LONG_DESCRIPTION,
    category: 'manifestation',
    status: 'active',
    metadata: {
      howLifeWillFeel: `Free, calm and proud, every morning, ${LONG_WORD}`,
      supportiveBeliefs: `I am capable of learning anything I put my mind to; ${LONG_WORD}`,
      isManifestationGoal: true,
    },
  });

  for (const title of LONG_TITLES) {
    await send('post', '/api/vision-board', {
      title,
      category: `dreams ${LONG_WORD}`.slice(0, 40),
    });
  }

  for (const [index, title] of LONG_TITLES.slice(0, 3).entries()) {
    await send('post', '/api/daily-tasks', {
      title,
      description: LONG_DESCRIPTION.slice(0, 200),
      category: (['morning', 'evening', 'anytime'] as const)[index],
      duration: 45,
      difficulty: 'hard',
      points: 40,
    });
  }
  const tasks = ZDailyTaskList.parse(await get('/api/daily-tasks'));
  for (const task of tasks.slice(0, 2)) {
    await send('post', `/api/daily-tasks/${task.id}/complete`, {
      reflection: `Done: ${LONG_WORD}`,
    });
  }

  for (const id of [1, 2, 3]) await send('post', `/api/affirmations/${id}/complete`);
  await send('post', '/api/challenges/1/start');
  await send('put', '/api/challenges/1/complete', { reflection: `A long day. ${LONG_WORD}` });
  const [meditation] = ZMeditationList.parse(await get('/api/meditations/list'));
  if (meditation) {
    await send('post', '/api/meditations/start', {
      meditationId: meditation.id,
      startedAt: new Date().toISOString(),
    });
  }

  // Eight weeks of history, a few activities every few days, each with a long title.
  const kinds = [
    ['task', 'completed'],
    ['goal', 'updated'],
    ['vision_board', 'created'],
    ['meditation', 'completed'],
    ['challenge', 'completed'],
  ] as const;
  const activities = Array.from({ length: 40 }, (_, index) => {
    const [type, action] = kinds[index % kinds.length] ?? kinds[0];
    return {
      type,
      action,
      title: LONG_TITLES[index % LONG_TITLES.length],
      description: LONG_DESCRIPTION,
      completedAt: new Date(Date.now() - (1 + index * 1.4) * DAY_MS).toISOString(),
    };
  });
  const history = await request.post('/api/test-setup/activities', {
    data: { email: user.email, activities },
  });
  expect(history.status(), await history.text()).toBe(201);

  await send('post', '/api/check-badges');
  return { user, token };
}
