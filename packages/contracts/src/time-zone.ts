import { z } from 'zod';

/** The browser may send its IANA zone on any call; the API stores it on the user. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
export const TIME_ZONE_MAX_LENGTH = 64;
/** A user's zone, once set, may change once per this many hours (the API's rule, said in the UI). */
export const TIME_ZONE_CHANGE_INTERVAL_HOURS = 20;

export const isIanaTimeZone = (value: string): boolean => {
  if (value.length === 0 || value.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZTimeZone = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Time zone is required'
        : 'Time zone must be text',
  })
  .refine(isIanaTimeZone, { error: 'Time zone must be a valid IANA time zone' });

/** `PUT /api/user/time-zone` */
export const ZUpdateTimeZoneRequest = z.object(
  { timeZone: ZTimeZone },
  { error: 'Request body must be a JSON object' },
);
export type TUpdateTimeZoneRequest = z.infer<typeof ZUpdateTimeZoneRequest>;

export const ZTimeZoneResponse = z.object({ timeZone: z.string() });
export type TTimeZoneResponse = z.infer<typeof ZTimeZoneResponse>;
