/** Where the proxy sends each request when several API processes serve it. */
export type TApiTargets = {
  /** The next target in turn among the ready ones (among all, when none is ready). */
  next: () => string;
  /** A target that refused a connection: left out until its readiness check passes again. */
  markDown: (target: string) => void;
  stop: () => void;
};

export type TApiTargetsOptions = {
  targets: readonly string[];
  /** Asked of each target every `intervalMs`: 200 puts it in turn, anything else takes it out. */
  readyPath: string;
  intervalMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_READY_INTERVAL_MS = 1_000;

/**
 * Round robin over the API processes that say they are ready, as a load
 * balancer does: a process whose database is gone, or that is shutting down,
 * answers its readiness check 503 and gets nothing more until it passes again;
 * one that refuses a connection is left out at once. Written here because it
 * is this small; http-proxy-middleware picks the target per request through
 * its `router` option.
 */
export const createApiTargets = ({
  targets,
  readyPath,
  intervalMs = DEFAULT_READY_INTERVAL_MS,
  timeoutMs = intervalMs,
  fetch: fetchUrl = fetch,
}: TApiTargetsOptions): TApiTargets => {
  const [only] = targets;
  if (only === undefined) throw new Error('At least one API target is needed');
  if (targets.length === 1) return { next: () => only, markDown: () => {}, stop: () => {} };

  const ready = new Set(targets);
  let turn = 0;
  const check = async (target: string) => {
    const isReady = await fetchUrl(`${target}${readyPath}`, {
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status === 200;
      },
      () => false,
    );
    if (isReady) ready.add(target);
    else ready.delete(target);
  };
  const timer = setInterval(() => targets.forEach((target) => void check(target)), intervalMs);
  timer.unref();

  return {
    next: () => {
      const inTurn = targets.filter((target) => ready.has(target));
      const pool = inTurn.length > 0 ? inTurn : targets;
      turn = (turn + 1) % pool.length;
      return pool[turn] ?? only;
    },
    markDown: (target) => ready.delete(target),
    stop: () => clearInterval(timer),
  };
};
