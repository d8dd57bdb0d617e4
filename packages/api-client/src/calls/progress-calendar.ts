import { ZProgressCalendar } from '@manifest/contracts/progress-calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const PROGRESS_CALENDAR_URL = '/api/user/progress-calendar';
export const progressCalendarQueryKey = [PROGRESS_CALENDAR_URL] as const;

export const getProgressCalendar = (days: number) =>
  requestJson(ZProgressCalendar, 'GET', `${PROGRESS_CALENDAR_URL}?days=${days}`);

/** Points and activities per local day, oldest first, today last. */
export const progressCalendarQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...progressCalendarQueryKey, { days }] as const,
    queryFn: () => getProgressCalendar(days),
  });

export const useProgressCalendar = (days: number) => useQuery(progressCalendarQueryOptions(days));
