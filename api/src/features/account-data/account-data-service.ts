import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  DELETE_CONFIRMATION_MISMATCH,
  type TAccountExport,
  type TDeleteAccountRequest,
} from '@manifest/contracts/account-data';
import { normalizeEmail } from '@manifest/contracts/auth';
import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Metrics } from '../../observability/metrics';
import { findUserById } from '../auth/users-repository';
import { cancelSubscription } from '../payments/subscription-calls';
import type { ImageUrls } from '../uploads/image-urls';
import { ACCOUNT_TABLES, PROFILE_OMIT } from './account-tables';
import type { DeletionProof } from './deletion-proof';

export type AccountDataDeps = {
  knex: Knex;
  stripe: Stripe;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  metrics: Metrics;
  imageUrls: ImageUrls;
  /** The shell's public address: the export's image links work outside the app. */
  appUrl: string;
  /** That the owner, not just a session, asks for the deletion. */
  proof: DeletionProof;
};

export type AccountDataService = ReturnType<typeof createAccountDataService>;

const without = (row: Record<string, unknown>, columns: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));

/** Export and self-serve deletion of everything the API holds about a person. */
export function createAccountDataService({
  knex,
  stripe,
  mailer,
  now,
  logger,
  metrics,
  imageUrls,
  appUrl,
  proof,
}: AccountDataDeps) {
  return {
    async exportAccount(userId: string): Promise<TAccountExport> {
      const user = await findUserById(knex, userId);
      if (!user) throw new HttpError(401, 'Please sign in again');
      const sections = {} as TAccountExport['sections'];
      for (const { table, section, omit = [] } of ACCOUNT_TABLES) {
        const rows = (await knex(table).where({ user_id: userId })) as Record<string, unknown>[];
        sections[section] = rows.map((row) => without(row, ['user_id', ...omit]));
      }
      // The bytes are left out, and a stored path alone shows nothing: each image
      // gets a signed link, so the person can download it for a day or two.
      sections.uploads = sections.uploads.map((row) => ({
        ...row,
        url: `${appUrl}${imageUrls.sign(String(row.id))}`,
      }));
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: now().toISOString(),
        profile: without(user, PROFILE_OMIT),
        sections,
      };
    },

    /**
     * Deletes the account once the person typed its email and proved they own it
     * (deletion-proof.ts): the subscription is cancelled at Stripe first (if that
     * fails, nothing is deleted), then every row in one transaction (the users row,
     * and every table's rows through their cascading keys), then a confirmation email.
     */
    async deleteAccount(
      userId: string,
      sessionToken: string,
      { confirmEmail, password }: TDeleteAccountRequest,
    ): Promise<void> {
      const user = await findUserById(knex, userId);
      if (!user) throw new HttpError(401, 'Please sign in again');
      if (normalizeEmail(confirmEmail) !== user.email_normalized) {
        throw new HttpError(400, DELETE_CONFIRMATION_MISMATCH, { field: 'confirmEmail' });
      }
      await proof.check(user, sessionToken, password);
      if (user.subscription_id && user.subscription_status !== 'canceled') {
        // One Stripe has already ended counts as cancelled (a second cancel answers 404).
        await cancelSubscription(stripe, user.subscription_id).catch((error: unknown) => {
          logger.error('A subscription could not be cancelled before deletion', {
            reason: error instanceof Error ? error.message : String(error),
          });
          throw new HttpError(
            503,
            'Your account could not be deleted right now. Please try again.',
          );
        });
        metrics.subscriptionsCancelled.inc({ via: 'account-deletion' });
      }
      await knex.transaction(async (trx) => {
        await trx('users').where({ id: userId }).delete();
      });
      await mailer
        .send({
          to: user.email,
          subject: 'Your Manifest account has been deleted',
          text: [
            `Hi ${user.first_name},`,
            '',
            'Your Manifest account and everything in it have been deleted, as you asked.',
            'Any subscription was cancelled; you will not be charged again.',
            '',
            'Thank you for the time you spent with us.',
          ].join('\n'),
        })
        .catch((error: unknown) => {
          logger.error('The deletion confirmation could not be sent', {
            reason: error instanceof Error ? error.message : String(error),
          });
        });
    },
  };
}
