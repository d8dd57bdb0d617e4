import { useMediaQuery } from '@manifest/ui/use-media-query';

/** A year on desktop; half a year where 52 columns would be too small to read or tap. */
export const HEAT_MAP_WEEKS_WIDE = 52;
export const HEAT_MAP_WEEKS_NARROW = 26;

export function useHeatMapWeeks(): number {
  return useMediaQuery('(min-width: 1024px)') ? HEAT_MAP_WEEKS_WIDE : HEAT_MAP_WEEKS_NARROW;
}
