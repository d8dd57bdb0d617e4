import { activitiesQueryKey } from '@manifest/api-client/calls/activities';
import { progressCalendarQueryKey } from '@manifest/api-client/calls/progress-calendar';
import { userStatsQueryKey } from '@manifest/api-client/calls/user-stats';
import { requestJson } from '@manifest/api-client/request';
import { ZActivity } from '@manifest/contracts/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A finished visualization, recorded for the streak and the track record (pays nothing). */
export const recordVisualization = (goalTitle: string | undefined) =>
  requestJson(ZActivity, 'POST', '/api/activities', {
    type: 'vision_board',
    action: 'completed',
    title: 'Guided visualization',
    description: goalTitle ? `Visualized “${goalTitle}”` : 'Visualized the vision board',
    metadata: { kind: 'visualization' },
  });

export const useRecordVisualization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVisualization,
    // The track record lists it and its figures count it (Total Activities, Active Days).
    onSuccess: () =>
      Promise.all(
        [activitiesQueryKey, userStatsQueryKey, progressCalendarQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
