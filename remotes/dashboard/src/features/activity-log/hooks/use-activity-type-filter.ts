import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { parseActivityTypeFilter, type TActivityTypeFilter } from '../utils/activity-type-filters';

const PARAM = 'type';

/** The type filter lives in the address (?type=meditation), so a filtered view can be shared and survives a reload. */
export function useActivityTypeFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseActivityTypeFilter(searchParams.get(PARAM));
  const setType = useCallback(
    (next: TActivityTypeFilter) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(PARAM, next);
          else params.delete(PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { type, setType };
}
