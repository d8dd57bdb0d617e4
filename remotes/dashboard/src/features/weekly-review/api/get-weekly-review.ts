import { requestJson } from '@manifest/api-client/request';
import { WEEKLY_REVIEW_PATH, ZWeeklyReviewResponse } from '@manifest/contracts/weekly-review';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const weeklyReviewQueryKey = [WEEKLY_REVIEW_PATH] as const;

export const getWeeklyReview = () => requestJson(ZWeeklyReviewResponse, 'GET', WEEKLY_REVIEW_PATH);

/**
 * Sunday evening's review, or null. It changes once a week, so a visit within a few
 * minutes reuses the last answer; a failed read is not retried more than once.
 */
export const weeklyReviewQueryOptions = () =>
  queryOptions({
    queryKey: weeklyReviewQueryKey,
    queryFn: getWeeklyReview,
    retry: 1,
    staleTime: 5 * 60 * 1000,
  });

export const useWeeklyReview = () => useQuery(weeklyReviewQueryOptions());
