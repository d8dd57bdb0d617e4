import { requestJson } from '@manifest/api-client/request';
import { ZDailyStoryResponse } from '@manifest/contracts/ai';

export const DAILY_STORY_URL = '/api/daily-story';

export const getDailyStory = () => requestJson(ZDailyStoryResponse, 'GET', DAILY_STORY_URL);
