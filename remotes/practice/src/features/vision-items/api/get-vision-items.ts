import { requestJson } from '@manifest/api-client/request';
import { ZVisionItemList } from '@manifest/contracts/vision-board';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const VISION_BOARD_URL = '/api/vision-board';
export const visionItemsQueryKey = [VISION_BOARD_URL] as const;

export const getVisionItems = () => requestJson(ZVisionItemList, 'GET', VISION_BOARD_URL);

export const visionItemsQueryOptions = () =>
  queryOptions({ queryKey: visionItemsQueryKey, queryFn: getVisionItems, retry: 1 });

export const useVisionItems = () => useQuery(visionItemsQueryOptions());
