import { requestJson } from '@manifest/api-client/request';
import {
  ZAnalyticsResponse,
  ZContentEngagementResponse,
  ZRevenueResponse,
  ZUsersResponse,
  type TAnalyticsPeriod,
} from '@manifest/contracts/admin-analytics';
import { ZPerformanceResponse } from '@manifest/contracts/client-reports';
import { queryOptions } from '@tanstack/react-query';

// Spec 001 section 7: the four admin calls, and the Performance tab's, each with the
// period; asked only for an admin.
const ADMIN_CALLS = {
  analytics: ZAnalyticsResponse,
  revenue: ZRevenueResponse,
  users: ZUsersResponse,
  content: ZContentEngagementResponse,
  performance: ZPerformanceResponse,
} as const;

export const adminFiguresUrl = (call: keyof typeof ADMIN_CALLS, period: TAnalyticsPeriod) =>
  `/api/admin/${call}?period=${period}`;

export const adminFiguresQueryOptions = <TCall extends keyof typeof ADMIN_CALLS>(
  call: TCall,
  period: TAnalyticsPeriod,
  isAdmin: boolean,
) =>
  queryOptions({
    queryKey: [adminFiguresUrl(call, period)],
    queryFn: () =>
      requestJson(ADMIN_CALLS[call], 'GET', adminFiguresUrl(call, period)) as Promise<
        (typeof ADMIN_CALLS)[TCall]['_output']
      >,
    enabled: isAdmin,
    // A 403 will not turn into a 200 on a retry.
    retry: false,
    staleTime: 60_000,
    // Another period keeps the figures on screen until its own arrive.
    placeholderData: (previous) => previous,
  });
