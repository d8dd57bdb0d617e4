import type { Knex } from 'knex';
import webpush from 'web-push';
import { storedVapidKeys } from './push-repository';

/** What a push is signed with (RFC 8292): the key pair and who to contact about it. */
export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

export type VapidKeys = {
  /** The pair in use: the environment's, else the one stored in the database (made once). */
  details: () => Promise<VapidDetails>;
};

/** The contact a push service may use: `mailto:` of the address mail is sent from. */
export function vapidSubjectFrom(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set. Without them, a pair is generated and
 * kept in the database on first use: every API process signs with the same one, and the
 * browsers' subscriptions (made with its public key) survive restarts. A failed read is
 * tried again on the next call.
 */
export function createVapidKeys({
  knex,
  publicKey,
  privateKey,
  subject,
}: {
  knex: Knex;
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
}): VapidKeys {
  if (publicKey && privateKey) {
    const fromEnv = Promise.resolve({ publicKey, privateKey, subject });
    return { details: () => fromEnv };
  }
  let loading: Promise<VapidDetails> | undefined;
  const load = async (): Promise<VapidDetails> => {
    const generated = webpush.generateVAPIDKeys();
    const row = await storedVapidKeys(knex, {
      public_key: generated.publicKey,
      private_key: generated.privateKey,
    });
    return { publicKey: row.public_key, privateKey: row.private_key, subject };
  };
  return {
    details() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}
