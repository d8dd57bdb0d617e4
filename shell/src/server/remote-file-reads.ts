import type { z } from 'zod';

import type { TRemoteEntry } from '../remotes/remotes-manifest';

/** A remote's file is read again after this long, so a redeployed remote is seen. */
const MAX_AGE_MS = 30_000;
/** A file that could not be read (the remote still starting, say) is asked again sooner. */
const FAILED_READ_MAX_AGE_MS = 1_000;
const READ_TIMEOUT_MS = 2_000;

export type TRemoteFileReadsOptions<TFile> = {
  remotes: readonly TRemoteEntry[];
  /** The file's address, from the remote's mf-manifest.json address. */
  urlOf: (entry: TRemoteEntry) => string;
  /** What the file must hold: one that does not is not used. */
  schema: z.ZodType<TFile>;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * One JSON file of each remote (its mf-manifest.json, its pages.json) as the shell's server
 * last read it: read once per remote at a time, however many pages ask meanwhile, and read
 * again behind the pages once old.
 */
export function createRemoteFileReads<TFile>({
  remotes,
  urlOf,
  schema,
  fetch: fetchFile = fetch,
  now = Date.now,
}: TRemoteFileReadsOptions<TFile>) {
  const cache = new Map<string, { file: TFile | null; readAt: number }>();
  const reading = new Map<string, Promise<void>>();

  const fetchAndCache = async (entry: TRemoteEntry) => {
    try {
      const response = await fetchFile(urlOf(entry), {
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      cache.set(entry.name, {
        file: response.ok ? (schema.safeParse(await response.json()).data ?? null) : null,
        readAt: now(),
      });
    } catch {
      cache.set(entry.name, { file: null, readAt: now() });
    }
  };

  const read = (entry: TRemoteEntry): Promise<void> => {
    const inFlight = reading.get(entry.name);
    if (inFlight) return inFlight;
    const reads = fetchAndCache(entry).finally(() => reading.delete(entry.name));
    reading.set(entry.name, reads);
    return reads;
  };

  return {
    /** The remote's file, or null while it cannot be read. */
    of: async (entry: TRemoteEntry): Promise<TFile | null> => {
      const cached = cache.get(entry.name);
      if (!cached) await read(entry);
      // Stale: this page gets the last known file, the next one the fresh one.
      else if (now() - cached.readAt > (cached.file ? MAX_AGE_MS : FAILED_READ_MAX_AGE_MS)) {
        void read(entry);
      }
      return cache.get(entry.name)?.file ?? null;
    },
    /** Reads every remote's file once; true when each one was read (a remote still starting is not). */
    warm: async (): Promise<boolean> => {
      await Promise.all(remotes.map(read));
      return remotes.every(({ name }) => cache.get(name)?.file);
    },
  };
}
