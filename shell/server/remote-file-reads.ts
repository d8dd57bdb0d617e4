import type { z } from 'zod';

import type { TRemoteEntry } from '../src/remotes/remotes-manifest';

/** A remote's file is read again after this long, so a redeployed remote is seen. */
const MAX_AGE_MS = 30_000;
/** A file that could not be read (the remote still starting, say) is asked again sooner. */
const FAILED_READ_MAX_AGE_MS = 1_000;
const READ_TIMEOUT_MS = 2_000;
/** Files kept (the remotes' manifests, lists and built pages): a bound, should they grow. */
const MAX_FILES = 500;

export type TUrlReadsOptions<TFile> = {
  /** What an answer holds; null when it does not hold what it must. */
  parse: (response: Response) => Promise<TFile | null>;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * Files of the remotes (their mf-manifest.json, pages.json and built pages) as the shell's
 * server last read them, by address: each read once at a time, however many pages ask
 * meanwhile, and read again behind the pages once old.
 */
export function createUrlReads<TFile>({
  parse,
  fetch: fetchFile = fetch,
  now = Date.now,
}: TUrlReadsOptions<TFile>) {
  const cache = new Map<string, { file: TFile | null; readAt: number }>();
  const reading = new Map<string, Promise<void>>();

  const fetchAndCache = async (url: string) => {
    let file: TFile | null = null;
    try {
      const response = await fetchFile(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      file = response.ok ? await parse(response) : null;
    } catch {
      // Unreachable or unreadable: no file, asked again soon.
    }
    cache.delete(url);
    cache.set(url, { file, readAt: now() });
    if (cache.size > MAX_FILES) cache.delete(cache.keys().next().value ?? url);
  };

  const read = (url: string): Promise<void> => {
    const inFlight = reading.get(url);
    if (inFlight) return inFlight;
    const reads = fetchAndCache(url).finally(() => reading.delete(url));
    reading.set(url, reads);
    return reads;
  };

  return {
    /** The file at `url`, or null while it cannot be read. */
    of: async (url: string): Promise<TFile | null> => {
      const cached = cache.get(url);
      if (!cached) await read(url);
      // Stale: this page gets the last known file, the next one the fresh one.
      else if (now() - cached.readAt > (cached.file ? MAX_AGE_MS : FAILED_READ_MAX_AGE_MS)) {
        void read(url);
      }
      return cache.get(url)?.file ?? null;
    },
    read,
  };
}

export type TRemoteFileReadsOptions<TFile> = {
  remotes: readonly TRemoteEntry[];
  /** The file's address, from the remote's mf-manifest.json address. */
  urlOf: (entry: TRemoteEntry) => string;
  /** What the file must hold: one that does not is not used. */
  schema: z.ZodType<TFile>;
  fetch?: typeof fetch;
  now?: () => number;
};

/** One JSON file of each remote (its mf-manifest.json, its pages.json), as last read. */
export function createRemoteFileReads<TFile>({
  remotes,
  urlOf,
  schema,
  fetch,
  now,
}: TRemoteFileReadsOptions<TFile>) {
  const reads = createUrlReads({
    parse: async (response) => schema.safeParse(await response.json()).data ?? null,
    fetch,
    now,
  });
  return {
    /** The remote's file, or null while it cannot be read. */
    of: (entry: TRemoteEntry): Promise<TFile | null> => reads.of(urlOf(entry)),
    /** Reads every remote's file once; true when each one was read (a remote still starting is not). */
    warm: async (): Promise<boolean> => {
      await Promise.all(remotes.map((entry) => reads.read(urlOf(entry))));
      const files = await Promise.all(remotes.map((entry) => reads.of(urlOf(entry))));
      return files.every(Boolean);
    },
  };
}
