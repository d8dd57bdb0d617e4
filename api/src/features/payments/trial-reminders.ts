import { CANCEL_LINK_PATH } from '@manifest/contracts/payments';
import type { Knex } from 'knex';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { claimEmail, releaseEmail, trialsConvertingBefore } from './billing-repository';
import { cancelLinkToken } from './cancel-link';
import { trialReminderMail } from './payment-emails';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_KIND = 'trial-reminder';

export type TrialRemindersDeps = {
  knex: Knex;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  /** How long before the first charge the reminder goes out (TRIAL_REMINDER_DAYS). */
  reminderDays: number;
  monthlyPriceCents: number;
  /** The shell's public address: the email links to its one-click cancellation page. */
  appUrl: string;
  /** Signs that link (EMAIL_LINK_SECRET). */
  linkSecret: string;
};

/**
 * The email before a trial converts. Any number of API processes may run it: each
 * reminder is claimed in the database first (one row per subscription and trial
 * end), so exactly one process sends it; a failed send gives the claim back.
 */
export function createTrialReminders(deps: TrialRemindersDeps) {
  const { knex, mailer, now, logger } = deps;

  async function sendDue(): Promise<number> {
    const at = now();
    const trials = await trialsConvertingBefore(
      knex,
      at,
      new Date(at.getTime() + deps.reminderDays * DAY_MS),
    );
    let sent = 0;
    for (const trial of trials) {
      const key = `${trial.subscription_id}:${trial.subscription_period_end.toISOString()}`;
      if (!(await claimEmail(knex, REMINDER_KIND, key, at))) continue;
      try {
        await mailer.send(
          trialReminderMail({
            to: trial.email,
            firstName: trial.first_name,
            chargeDate: trial.subscription_period_end,
            amountCents: deps.monthlyPriceCents,
            currency: 'usd',
            cancelUrl: `${deps.appUrl}${CANCEL_LINK_PATH}?token=${cancelLinkToken(
              {
                userId: trial.id,
                subscriptionId: trial.subscription_id,
                expiresAt: trial.subscription_period_end.getTime(),
              },
              deps.linkSecret,
            )}`,
          }),
        );
        sent += 1;
      } catch (error) {
        await releaseEmail(knex, REMINDER_KIND, key);
        logger.error('A trial reminder could not be sent', {
          userId: trial.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return sent;
  }

  // Run by the job queue (src/jobs, 'trial-reminders-due') every ten minutes.
  return { sendDue };
}
