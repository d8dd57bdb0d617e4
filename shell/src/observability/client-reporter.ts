import {
  CLIENT_REPORTS_SETTINGS_URL,
  scrubErrorMessage,
  ZClientReportsSettings,
} from '@manifest/contracts/client-reports';

import { readRemotesManifest } from '../remotes/load-remotes-manifest';
import type { TRemoteEntry } from '../remotes/remotes-manifest';
import { createReportQueue, type TReportQueue } from './client-report-queue';
import { sourceNamed, sourceOfStack } from './error-source';
import { routePatternOf } from './route-pattern';
import { sendReport } from './send-report';
import type { TCaughtError } from './start-observability';

/**
 * Whether this page load reports its web vitals (the API's sample rate), and if
 * so web-vitals itself, loaded only then: LCP, CLS and TTFB of the route the
 * page was loaded on, INP of the whole visit, each final when the page is hidden.
 */
async function reportWebVitals(queue: TReportQueue): Promise<void> {
  const settings = await fetch(CLIENT_REPORTS_SETTINGS_URL, { credentials: 'omit' })
    .then(async (answer) => ZClientReportsSettings.parse(await answer.json()))
    .catch(() => undefined);
  if (!settings || Math.random() >= settings.vitalsSampleRate) return;
  const route = routePatternOf(window.location.pathname);
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const onVital of [onCLS, onINP, onLCP, onTTFB]) {
    onVital(({ name, value }) => queue.addVital({ name, value, route }));
  }
}

/**
 * The part of the reporting that waits until the page has loaded: the batch
 * queue, flushed as the page is hidden or left, and the web vitals. Answers the
 * function that takes each caught error from now on.
 */
export function startClientReporter(): (error: TCaughtError) => void {
  const queue = createReportQueue({
    send: sendReport,
    isPageHidden: () => document.visibilityState === 'hidden',
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', queue.flush);
  void reportWebVitals(queue);

  let remotes: readonly TRemoteEntry[] = [];
  void readRemotesManifest().then(
    (manifest) => (remotes = manifest.remotes),
    () => undefined,
  );
  return ({ kind, message, stack, remote }) => {
    const text = scrubErrorMessage(message.trim() || 'Unknown error');
    queue.addError({
      kind,
      source: remote === undefined ? sourceOfStack(stack, remotes) : sourceNamed(remote),
      message: text,
      route: routePatternOf(window.location.pathname),
    });
  };
}
