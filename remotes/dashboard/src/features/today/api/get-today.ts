import { TODAY_URL, todayQueryKey } from '@manifest/api-client/calls/progress';
import { requestJson } from '@manifest/api-client/request';
import { ZToday } from '@manifest/contracts/today';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getToday = () => requestJson(ZToday, 'GET', TODAY_URL);

/**
 * The day's plan. Read again on every visit to the dashboard (work done on other pages,
 * a goal saved, shows at once), while the last answer stays on screen meanwhile.
 */
export const todayQueryOptions = () =>
  queryOptions({ queryKey: todayQueryKey, queryFn: getToday, retry: 1, staleTime: 0 });

export const useToday = () => useQuery(todayQueryOptions());
