import { ZCheckBadgesResponse } from '@manifest/contracts/badges';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { requestJson } from '@manifest/api-client/request';
import { invalidateProgress } from '@manifest/api-client/calls/progress';

export const CHECK_BADGES_URL = '/api/check-badges';

/** Awards every badge now earned (each pays its reward once) and names the new ones. */
export const checkBadges = () => requestJson(ZCheckBadgesResponse, 'POST', CHECK_BADGES_URL);

/** A new badge pays its reward: the points and badges on screen change with it. */
export const useCheckBadges = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkBadges,
    onSuccess: ({ newBadges }) =>
      newBadges.length > 0 ? invalidateProgress(queryClient) : undefined,
  });
};
