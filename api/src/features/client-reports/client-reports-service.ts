import { ratingOf, type ZClientReportsRequest } from '@manifest/contracts/client-reports';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AddressThrottle } from '../../lib/address-throttle';
import type { Metrics } from '../../observability/metrics';

/** Reports are kept a little longer than the longest period the Performance tab shows (a year). */
const RETENTION_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Old reports are looked for at most this often per process. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type ClientReportsService = ReturnType<typeof createClientReportsService>;

/**
 * Stores what browsers report: each vital with the API's own rating of it, each
 * error with its scrubbed message; counted in the metrics too. Limited per
 * address, and rows past the retention are deleted as reports arrive.
 */
export function createClientReportsService({
  knex,
  throttle,
  metrics,
  now,
  vitalsSampleRate,
}: {
  knex: Knex;
  throttle: AddressThrottle;
  metrics: Metrics;
  now: () => Date;
  vitalsSampleRate: number;
}) {
  let prunedAt = 0;
  async function pruneOld(at: Date) {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    const cutoff = new Date(at.getTime() - RETENTION_DAYS * DAY_MS);
    await knex('web_vitals').where('recorded_at', '<', cutoff).delete();
    await knex('client_errors').where('recorded_at', '<', cutoff).delete();
  }

  return {
    settings: () => ({ vitalsSampleRate }),

    async record(report: z.output<typeof ZClientReportsRequest>, address: string): Promise<void> {
      await throttle.count(address);
      const at = now();
      const vitals = report.vitals.map(({ name, value, route }) => ({
        recorded_at: at,
        route,
        name,
        value,
        rating: ratingOf(name, value),
      }));
      if (vitals.length > 0) await knex('web_vitals').insert(vitals);
      if (report.errors.length > 0) {
        await knex('client_errors').insert(
          report.errors.map(({ kind, source, route, message }) => ({
            recorded_at: at,
            kind,
            source,
            route,
            message,
          })),
        );
      }
      for (const { name, rating } of vitals) metrics.webVitals.inc({ name, rating });
      for (const { source } of report.errors) metrics.clientErrors.inc({ source });
      await pruneOld(at);
    },
  };
}
