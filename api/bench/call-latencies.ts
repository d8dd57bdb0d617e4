// Every call a bench makes, timed: per call, the time of each answer and how
// many were not 2xx or never came.

export type CallFigures = {
  call: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
};

/** The q-quantile (0..1) of ascending `sorted`, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export function createCallLatencies() {
  const samples = new Map<string, { ms: number[]; errors: number }>();
  const entry = (call: string) => {
    let found = samples.get(call);
    if (!found) {
      found = { ms: [], errors: 0 };
      samples.set(call, found);
    }
    return found;
  };
  return {
    record(call: string, ms: number, isOk: boolean) {
      const found = entry(call);
      found.ms.push(ms);
      if (!isOk) found.errors += 1;
    },
    figures(): CallFigures[] {
      return [...samples].map(([call, { ms, errors }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        return {
          call,
          count: sorted.length,
          errors,
          p50: quantile(sorted, 0.5),
          p95: quantile(sorted, 0.95),
          p99: quantile(sorted, 0.99),
        };
      });
    },
  };
}

export type CallLatencies = ReturnType<typeof createCallLatencies>;
