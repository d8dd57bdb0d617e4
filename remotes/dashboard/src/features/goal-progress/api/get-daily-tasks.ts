import { requestJson } from '@manifest/api-client/request';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The same call and key as the Daily Tasks page (one cache in the shell's query
// client), so a task added for a goal here is listed there at once, and back.
export const DAILY_TASKS_URL = '/api/daily-tasks';
export const dailyTasksQueryKey = [DAILY_TASKS_URL] as const;

export const getDailyTasks = () => requestJson(ZDailyTaskList, 'GET', DAILY_TASKS_URL);

export const useDailyTasks = () =>
  useQuery(queryOptions({ queryKey: dailyTasksQueryKey, queryFn: getDailyTasks, retry: 1 }));
