import { z } from 'zod';
import { isMissing } from './text';

// The pattern alone lets through '0000-01-01T…' or '2026-02-31T…'.
const isPlausibleTime = (value: string) => {
  const time = Date.parse(value);
  return (
    !Number.isNaN(time) && new Date(time).getUTCFullYear() >= 1970 && value.slice(0, 4) <= '9999'
  );
};

/** A real instant written as an ISO date and time, an offset allowed ('2026-11-25T08:00:00+13:00'). */
export const isoDateTime = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        isMissing(issue) ? `${label} is required` : `${label} must be an ISO date and time`,
    })
    .refine(isPlausibleTime, { error: `${label} must be an ISO date and time` });
