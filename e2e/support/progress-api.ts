import { expect, type APIResponse, type Page } from '@playwright/test';
import { ZActivityList } from '@manifest/contracts/activities';
import { ZAchievementList } from '@manifest/contracts/badges';
import { ZMeditationList } from '@manifest/contracts/catalogue';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { ZGoal } from '@manifest/contracts/goals';
import { ZPointsResponse } from '@manifest/contracts/points';
import { ZProgressCalendar } from '@manifest/contracts/progress-calendar';
import { ZUserStats } from '@manifest/contracts/stats';
import { TIME_ZONE_HEADER } from '@manifest/contracts/time-zone';
import { ZUploadedImage } from '@manifest/contracts/uploads';
import { signUpThroughApi } from './api-session';

/** The zone the progress specs run in (the browser's, set with `test.use({ timezoneId })`). */
export const PROGRESS_TIME_ZONE = 'America/New_York';

const expectOk = async (response: APIResponse) => {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
};

/**
 * A fresh user signed up through the API (the page's next load starts signed
 * in), and the calls the progress specs make as that user: actions that pay
 * points, and the figures the pages must agree with.
 */
export async function signUpWithProgressApi(page: Page) {
  const { user, token } = await signUpThroughApi(page);
  return { user, ...progressApiFor(page, token) };
}

function progressApiFor(page: Page, token: string) {
  // The same zone as the browser, so the API's days are the page's days.
  const headers = { Authorization: `Bearer ${token}`, [TIME_ZONE_HEADER]: PROGRESS_TIME_ZONE };
  const get = async (url: string) => expectOk(await page.request.get(url, { headers }));
  const send = async (method: 'post' | 'put', url: string, data: unknown = {}) =>
    expectOk(await page.request[method](url, { headers, data }));

  return {
    /** Built-in affirmations 1 to 42; each pays once a day. */
    sayAffirmation: (id: number) => send('post', `/api/affirmations/${id}/complete`),
    completeChallenge: async (id: number) => {
      await send('post', `/api/challenges/${id}/start`);
      await send('put', `/api/challenges/${id}/complete`, { reflection: 'Done with intention.' });
    },
    startFirstMeditation: async () => {
      const [meditation] = ZMeditationList.parse(await get('/api/meditations/list'));
      if (!meditation) throw new Error('The meditation catalogue is empty');
      await send('post', '/api/meditations/start', {
        meditationId: meditation.id,
        startedAt: new Date().toISOString(),
      });
      return meditation;
    },
    createGoal: async (title: string, imageUrl?: string) =>
      ZGoal.parse(await send('post', '/api/goals', { title, imageUrl })),
    /** Uploads a picture as the file input does; its URL is signed for this person. */
    uploadImage: async (png: Buffer) =>
      ZUploadedImage.parse(
        await expectOk(
          await page.request.post('/api/uploads/images', {
            headers: { ...headers, 'Content-Type': 'image/png' },
            data: png,
          }),
        ),
      ),
    completeGoal: async (id: string) => send('put', `/api/goals/${id}`, { isCompleted: true }),
    completeFirstTask: async () => {
      const [task] = ZDailyTaskList.parse(await get('/api/daily-tasks'));
      if (!task) throw new Error('No daily task to complete');
      await send('post', `/api/daily-tasks/${task.id}/complete`, {});
      return task;
    },
    addVisionItem: async (title: string) => send('post', '/api/vision-board', { title }),
    /**
     * Awards the badges the actions earned now, as the shell would at sign-in: the
     * page then opens without a celebration dialog over it, and the figures read
     * afterwards include the badges' points.
     */
    awardBadges: async () => send('post', '/api/check-badges'),
    stats: async () => ZUserStats.parse(await get('/api/user/stats')),
    points: async () => ZPointsResponse.parse(await get('/api/user/points')),
    achievements: async () => ZAchievementList.parse(await get('/api/user/achievements')),
    activities: async (type?: string) =>
      ZActivityList.parse(await get(`/api/activities?limit=100${type ? `&type=${type}` : ''}`)),
    calendar: async (days: number) =>
      ZProgressCalendar.parse(await get(`/api/user/progress-calendar?days=${days}`)),
  };
}
