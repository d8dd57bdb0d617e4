import {
  MAX_ERRORS_PER_REPORT,
  MAX_VITALS_PER_REPORT,
  type TClientErrorReport,
  type TClientReportsRequest,
  type TWebVitalReport,
} from '@manifest/contracts/client-reports';

/** Errors one page load reports at most: an error thrown in a loop is one problem, not a flood. */
export const MAX_ERRORS_PER_PAGE = 20;
/** Errors wait this long for company before they are sent. */
export const ERROR_BATCH_DELAY_MS = 5_000;

export type TReportQueue = {
  addVital: (vital: TWebVitalReport) => void;
  addError: (error: TClientErrorReport) => void;
  /** Sends whatever waits (the page is being hidden or left). */
  flush: () => void;
};

/**
 * Collects a page's reports and hands them to `send` in batches the API
 * accepts: vitals when the page is hidden (web-vitals reports them final then, or
 * at once when reported while it is hidden),
 * errors a few seconds after the first (or with the vitals), each distinct
 * error once per page load.
 */
export function createReportQueue({
  send,
  setTimer = (run, ms) => setTimeout(run, ms),
  isPageHidden = () => false,
}: {
  send: (batch: TClientReportsRequest) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** Whether the page is hidden now (a vital reported then has no later hiding to wait for). */
  isPageHidden?: () => boolean;
}): TReportQueue {
  let vitals: TWebVitalReport[] = [];
  let errors: TClientErrorReport[] = [];
  const seenErrors = new Set<string>();
  let isErrorFlushPending = false;
  let isVitalFlushPending = false;

  const flush = () => {
    isErrorFlushPending = false;
    while (vitals.length > 0 || errors.length > 0) {
      send({
        vitals: vitals.splice(0, MAX_VITALS_PER_REPORT),
        errors: errors.splice(0, MAX_ERRORS_PER_REPORT),
      });
    }
    vitals = [];
    errors = [];
  };

  return {
    addVital(vital) {
      vitals.push(vital);
      // Reported while the page is hidden (web-vitals loaded after the hiding, or figures
      // made final by it): sent at once, with the others of that moment, as the tab may
      // be discarded before it is hidden again.
      if (!isPageHidden() || isVitalFlushPending) return;
      isVitalFlushPending = true;
      queueMicrotask(() => {
        isVitalFlushPending = false;
        flush();
      });
    },
    addError(error) {
      const key = `${error.source}\n${error.message}`;
      if (seenErrors.has(key) || seenErrors.size >= MAX_ERRORS_PER_PAGE) return;
      seenErrors.add(key);
      errors.push(error);
      if (isErrorFlushPending) return;
      isErrorFlushPending = true;
      setTimer(flush, ERROR_BATCH_DELAY_MS);
    },
    flush,
  };
}
