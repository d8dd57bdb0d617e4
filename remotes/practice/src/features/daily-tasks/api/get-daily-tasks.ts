import { requestJson } from '@manifest/api-client/request';
import { ZDailyTaskList } from '@manifest/contracts/daily-tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Built-in and custom tasks, each marked if completed today (the user's day).
export const DAILY_TASKS_URL = '/api/daily-tasks';
export const dailyTasksQueryKey = [DAILY_TASKS_URL] as const;

export const getDailyTasks = () => requestJson(ZDailyTaskList, 'GET', DAILY_TASKS_URL);

/** Spec 001 section 7: retried once. */
export const dailyTasksQueryOptions = () =>
  queryOptions({ queryKey: dailyTasksQueryKey, queryFn: getDailyTasks, retry: 1 });

export const useDailyTasks = () => useQuery(dailyTasksQueryOptions());
