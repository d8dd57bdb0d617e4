import { CLIENT_REPORTS_URL, type TClientReportsRequest } from '@manifest/contracts/client-reports';

/**
 * One batch to the API by `navigator.sendBeacon`, which the browser delivers
 * even as the page goes away; a `keepalive` fetch where the beacon is refused.
 * Nothing personal rides along: no credentials, a route pattern, scrubbed text.
 */
export function sendReport(batch: TClientReportsRequest): void {
  const body = JSON.stringify(batch);
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(CLIENT_REPORTS_URL, blob)) return;
  void fetch(CLIENT_REPORTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
