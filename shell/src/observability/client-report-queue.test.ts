import type { TClientReportsRequest } from '@manifest/contracts/client-reports';
import { describe, expect, it } from 'vitest';

import {
  createReportQueue,
  ERROR_BATCH_DELAY_MS,
  MAX_ERRORS_PER_PAGE,
} from './client-report-queue';

function queueWithTimers() {
  const sent: TClientReportsRequest[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const queue = createReportQueue({
    send: (batch) => sent.push(batch),
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  return { queue, sent, timers };
}

const crash = (message: string) =>
  ({ kind: 'boundary', source: 'blog', route: '/blog', message }) as const;

describe('createReportQueue', () => {
  it('sends a vital reported while the page is hidden at once, with those of that moment', async () => {
    const sent: TClientReportsRequest[] = [];
    let hidden = false;
    const queue = createReportQueue({
      send: (batch) => sent.push(batch),
      isPageHidden: () => hidden,
    });
    queue.addVital({ name: 'LCP', value: 1200, route: '/' });
    await Promise.resolve();
    expect(sent).toEqual([]);
    // web-vitals loaded only after the visitor switched tabs: no later hiding will come.
    hidden = true;
    queue.addVital({ name: 'TTFB', value: 300, route: '/' });
    queue.addVital({ name: 'CLS', value: 0.02, route: '/' });
    expect(sent).toEqual([]);
    await Promise.resolve();
    expect(sent).toEqual([
      {
        vitals: [
          { name: 'LCP', value: 1200, route: '/' },
          { name: 'TTFB', value: 300, route: '/' },
          { name: 'CLS', value: 0.02, route: '/' },
        ],
        errors: [],
      },
    ]);
  });

  it('keeps vitals until the page is hidden, then sends them in one batch', () => {
    const { queue, sent } = queueWithTimers();
    queue.addVital({ name: 'LCP', value: 1200, route: '/' });
    queue.addVital({ name: 'CLS', value: 0.02, route: '/' });
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent).toEqual([
      {
        vitals: [
          { name: 'LCP', value: 1200, route: '/' },
          { name: 'CLS', value: 0.02, route: '/' },
        ],
        errors: [],
      },
    ]);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends errors a few seconds after the first, each distinct one once per page', () => {
    const { queue, sent, timers } = queueWithTimers();
    queue.addError(crash('Boom'));
    queue.addError(crash('Boom'));
    queue.addError(crash('Bang'));
    expect(timers.map(({ ms }) => ms)).toEqual([ERROR_BATCH_DELAY_MS]);
    timers[0]?.run();
    expect(sent).toEqual([{ vitals: [], errors: [crash('Boom'), crash('Bang')] }]);
  });

  it('stops at a bound per page and splits what waits into batches the API accepts', () => {
    const { queue, sent } = queueWithTimers();
    for (let index = 0; index < 50; index += 1) queue.addError(crash(`Error ${index}`));
    for (let index = 0; index < 25; index += 1) {
      queue.addVital({ name: 'INP', value: index, route: '/' });
    }
    queue.flush();
    expect(sent.flatMap(({ errors = [] }) => errors)).toHaveLength(MAX_ERRORS_PER_PAGE);
    expect(sent.flatMap(({ vitals = [] }) => vitals)).toHaveLength(25);
    for (const batch of sent) {
      expect(batch.errors?.length).toBeLessThanOrEqual(10);
      expect(batch.vitals?.length).toBeLessThanOrEqual(20);
    }
  });
});
