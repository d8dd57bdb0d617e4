import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, isStorableText } from './text';

// Real-user web vitals and client errors: the shell reports them in batches
// (navigator.sendBeacon), the API stores them for the admin's Performance tab.
// Nothing personal: a route pattern, never a path; error text scrubbed.

export const CLIENT_REPORTS_URL = '/api/analytics/client-reports';
export const CLIENT_REPORTS_SETTINGS_URL = '/api/analytics/client-reports/settings';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type TWebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type TVitalRating = (typeof VITAL_RATINGS)[number];

/**
 * web.dev's thresholds (the `web-vitals` library's): at or below the first is
 * good, above the second poor. Milliseconds; CLS has no unit. The API rates
 * each value with these itself rather than trusting a browser's rating.
 */
export const VITAL_THRESHOLDS: Record<TWebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export const ratingOf = (name: TWebVitalName, value: number): TVitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/** Who an error belongs to: the shell itself or the remote whose page failed. */
export const CLIENT_ERROR_SOURCES = ['shell', 'dashboard', 'practice', 'blog', 'account'] as const;
export type TClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** `error` and `unhandledrejection` on window; `boundary`: an error boundary caught a crash. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;

/** A route of the shell's route table (`/blog/:slug`), or NOT_FOUND_ROUTE. */
export const NOT_FOUND_ROUTE = '(not-found)';
const ROUTE_PATTERN = /^\/[\w\-/:.]{0,99}$/;

export const MAX_VITALS_PER_REPORT = 20;
export const MAX_ERRORS_PER_REPORT = 10;
export const MAX_ERROR_MESSAGE_LENGTH = 300;

/**
 * An error message with what could name a person taken out: email addresses,
 * the query of a URL, long numbers and token-like strings. Shortened to fit.
 */
export function scrubErrorMessage(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1')
    .replace(/[A-Za-z0-9_-]{24,}/g, '[id]')
    .replace(/\d{4,}/g, '[number]')
    .slice(0, MAX_ERROR_MESSAGE_LENGTH);
}

const ZRoute = z
  .string({ error: 'route must be text' })
  .refine((route) => route === NOT_FOUND_ROUTE || ROUTE_PATTERN.test(route), {
    error: 'route must be a route pattern',
  });

export const ZWebVitalReport = z.object({
  name: z.enum(WEB_VITAL_NAMES, { error: `name must be one of ${WEB_VITAL_NAMES.join(', ')}` }),
  /** Milliseconds (CLS: a score); a minute at most: anything longer is no page load. */
  value: z
    .number({ error: 'value must be a number' })
    .min(0, { error: 'value must not be negative' })
    .max(60_000, { error: 'value must be at most 60000' }),
  route: ZRoute,
});
export type TWebVitalReport = z.infer<typeof ZWebVitalReport>;

export const ZClientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, {
    error: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}`,
  }),
  source: z.enum(CLIENT_ERROR_SOURCES, {
    error: `source must be one of ${CLIENT_ERROR_SOURCES.join(', ')}`,
  }),
  message: z
    .string({ error: 'message must be text' })
    .min(1, { error: 'message must not be empty' })
    .max(2_000, { error: 'message must be at most 2000 characters' })
    .refine(isStorableText, { error: 'message contains an invalid character' })
    .transform(scrubErrorMessage),
  route: ZRoute,
});
export type TClientErrorReport = z.input<typeof ZClientErrorReport>;

/** `POST /api/analytics/client-reports`: one batch, sent when the page is hidden or errors pile up. */
export const ZClientReportsRequest = z
  .object(
    {
      vitals: z
        .array(ZWebVitalReport, { error: 'vitals must be a list' })
        .max(MAX_VITALS_PER_REPORT, {
          error: `vitals must hold at most ${MAX_VITALS_PER_REPORT} reports`,
        })
        .default([]),
      errors: z
        .array(ZClientErrorReport, { error: 'errors must be a list' })
        .max(MAX_ERRORS_PER_REPORT, {
          error: `errors must hold at most ${MAX_ERRORS_PER_REPORT} reports`,
        })
        .default([]),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine(({ vitals, errors }) => vitals.length + errors.length > 0, {
    error: 'a report must hold at least one vital or error',
  });
export type TClientReportsRequest = z.input<typeof ZClientReportsRequest>;

/** `GET /api/analytics/client-reports/settings`: the share of page loads that report vitals. */
export const ZClientReportsSettings = z.object({ vitalsSampleRate: z.number().min(0).max(1) });
export type TClientReportsSettings = z.infer<typeof ZClientReportsSettings>;

const count = z.number().int().nonnegative();

/** `GET /api/admin/performance?period=`: the Performance tab. */
export const ZPerformanceResponse = z.object({
  /** Per route and vital: the 75th percentile and how many page loads fell in each rating. */
  vitals: z.array(
    z.object({
      route: z.string(),
      name: z.enum(WEB_VITAL_NAMES),
      p75: z.number().nonnegative(),
      samples: count,
      good: count,
      needsImprovement: count,
      poor: count,
    }),
  ),
  /** The latest client errors, grouped by message and source, newest first. */
  errors: z.array(
    z.object({
      message: z.string(),
      source: z.enum(CLIENT_ERROR_SOURCES),
      count,
      lastSeen: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TPerformanceResponse = z.infer<typeof ZPerformanceResponse>;
