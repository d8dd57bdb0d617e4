/**
 * Where every sign-up leads (issue 38): the first run, before the dashboard. The page
 * sends a person who already finished or skipped it on to the dashboard.
 */
export const FIRST_RUN_PATH = '/welcome';

/** Where the first run ends, finished or skipped. */
export const AFTER_FIRST_RUN_PATH = '/dashboard';
