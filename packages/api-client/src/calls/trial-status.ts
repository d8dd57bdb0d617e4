import { ZTrialStatus } from '@manifest/contracts/trial';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';

export const TRIAL_STATUS_URL = '/api/check-trial-status';
export const trialStatusQueryKey = [TRIAL_STATUS_URL] as const;
/** Spec 000 section 9: polled every 5 minutes. */
export const TRIAL_STATUS_POLL_MS = 5 * 60 * 1000;

export const getTrialStatus = () => requestJson(ZTrialStatus, 'GET', TRIAL_STATUS_URL);

/** Spec 000 section 7: polled every 5 minutes, one retry. */
export const trialStatusQueryOptions = () =>
  queryOptions({
    queryKey: trialStatusQueryKey,
    queryFn: getTrialStatus,
    refetchInterval: TRIAL_STATUS_POLL_MS,
    retry: 1,
  });

export const useTrialStatus = ({ isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...trialStatusQueryOptions(), enabled: isEnabled });
