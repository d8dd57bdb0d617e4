/**
 * What one API process tells the others: "content of these kinds changed",
 * "this post was viewed". Each process applies a change to its own memory at
 * once and publishes it; the others hear it and do the same. With one process
 * (the embedded PGlite, most tests) there is nobody to tell.
 */
export type Broadcast = {
  /** Tells every other process; resolves once the database has taken the message. */
  publish: (topic: string, data: unknown) => Promise<void>;
  /** Hears the other processes' messages on `topic` (never this process's own). */
  subscribe: (topic: string, listener: BroadcastListener) => void;
  close: () => Promise<void>;
};

export type BroadcastListener = {
  /** Another process published `data` (unchecked: validate it). */
  message: (data: unknown) => void;
  /** The line to the others was down for a while: messages may have been missed. */
  missed: () => void;
};

/** One process alone: publishing tells nobody, and nothing is ever heard. */
export function createLocalBroadcast(): Broadcast {
  return {
    publish: async () => {},
    subscribe: () => {},
    close: async () => {},
  };
}
