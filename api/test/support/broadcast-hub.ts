import type { Broadcast, BroadcastListener } from '../../src/lib/broadcast';

/**
 * Several Broadcasts in one test process, each standing for an API process:
 * what one publishes, the others hear (never itself), as over PostgreSQL.
 * `cut()` then `restore()` plays a lost connection: messages meanwhile are
 * dropped, and every listener hears `missed` on restore.
 */
export function createBroadcastHub() {
  const members: Map<string, BroadcastListener[]>[] = [];
  let isCut = false;
  const everyListener = () => members.flatMap((member) => [...member.values()].flat());

  return {
    join(): Broadcast {
      const own = new Map<string, BroadcastListener[]>();
      members.push(own);
      return {
        publish: async (topic, data) => {
          if (isCut) return;
          for (const member of members) {
            if (member === own) continue;
            for (const listener of member.get(topic) ?? []) listener.message(structuredClone(data));
          }
        },
        subscribe: (topic, listener) => {
          own.set(topic, [...(own.get(topic) ?? []), listener]);
        },
        close: async () => {},
      };
    },
    cut() {
      isCut = true;
    },
    restore() {
      isCut = false;
      for (const listener of everyListener()) listener.missed();
    },
  };
}
