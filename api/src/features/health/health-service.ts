import type { TDependencyHealth } from '@manifest/contracts/health';
import type { Knex } from 'knex';
import { publicHealth, summarizeHealth } from './health-status';

// A health check that hangs is worse than one that says "down".
export const HEALTH_TIMEOUT_MS = 1_500;

export type HealthServiceDeps = {
  knex: Knex;
  cmsUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({
  knex,
  cmsUrl,
  fetch: fetchUrl = fetch,
  timeoutMs = HEALTH_TIMEOUT_MS,
}: HealthServiceDeps) {
  const checkDatabase = () =>
    measure(async () => {
      await withTimeout(knex.raw('select 1'), timeoutMs);
      return true;
    });

  const checkCms = () =>
    measure(async () => {
      const response = await fetchUrl(`${cmsUrl}/_health`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.ok;
    });

  // Set on SIGTERM (server.ts): from then on readiness says down while requests finish.
  let isDraining = false;

  return {
    /** Every dependency, for operators holding the metrics token. */
    async details() {
      const [database, cms] = await Promise.all([checkDatabase(), checkCms()]);
      return summarizeHealth(database, cms, isDraining);
    },
    /** Readiness, up or down for anyone; never calls the CMS on a stranger's behalf. */
    async publicStatus() {
      return publicHealth(await checkDatabase(), isDraining);
    },
    /** This process is shutting down: balancers should send it nothing more. */
    startDraining() {
      isDraining = true;
    },
  };
}

async function measure(probe: () => Promise<boolean>): Promise<TDependencyHealth> {
  const startedAt = performance.now();
  const isOk = await probe().catch(() => false);
  return { ok: isOk, latencyMs: Math.round(performance.now() - startedAt) };
}

async function withTimeout<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([Promise.resolve(work), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
