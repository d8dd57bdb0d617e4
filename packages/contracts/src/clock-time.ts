import { z } from 'zod';
import { isMissing } from './text';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local wall-clock time, 'HH:MM' on the 24-hour clock ('07:30', '21:05'). */
export const clockTime = (label: string) =>
  z
    .string({
      error: (issue) => (isMissing(issue) ? `${label} is required` : `${label} must be text`),
    })
    .regex(HH_MM, { error: `${label} must be a time of day as HH:MM (00:00 to 23:59)` });

/** Minutes after local midnight of an 'HH:MM' time. */
export const minutesOfClockTime = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
