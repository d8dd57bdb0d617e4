import { DEFAULT_REMINDER_SETTINGS, type TReminderSettings } from '@manifest/contracts/reminders';
import type { Knex } from 'knex';
import {
  disableKind,
  findPlanReminderTime,
  findSettings,
  saveSettings,
} from './reminders-repository';
import type { UnsubscribeKind } from './unsubscribe-link';

type Db = Knex | Knex.Transaction;

/** The defaults, with the practice time the person chose in the first run when they did. */
export const defaultSettings = (
  planReminderTime: string | null | undefined,
): TReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  practice: {
    ...DEFAULT_REMINDER_SETTINGS.practice,
    time: planReminderTime ?? DEFAULT_REMINDER_SETTINGS.practice.time,
  },
});

export function createRemindersService({ knex, now }: { knex: Knex; now: () => Date }) {
  const settingsOf = async (db: Db, userId: string): Promise<TReminderSettings> =>
    (await findSettings(db, userId)) ?? defaultSettings(await findPlanReminderTime(db, userId));

  return {
    /** `GET /api/user/reminders`: what is saved, else the defaults. */
    settings: (userId: string) => settingsOf(knex, userId),

    /** `PUT /api/user/reminders`: the whole settings, as given. */
    async saveSettings(userId: string, settings: TReminderSettings): Promise<TReminderSettings> {
      await saveSettings(knex, userId, settings, now());
      return settings;
    },

    /**
     * The practice reminder follows a new time (the plan's reminder time changed);
     * whether it is on and everything else stay as they are.
     */
    async setPracticeTime(userId: string, time: string): Promise<void> {
      await knex.transaction(async (trx) => {
        // Serialises two changes of the same person's settings.
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`reminders:${userId}`]);
        const current = await settingsOf(trx, userId);
        await saveSettings(
          trx,
          userId,
          { ...current, practice: { ...current.practice, time } },
          now(),
        );
      });
    },

    /** An unsubscribe link: that kind of email (a reminder, the weekly review) is off from now on. */
    async unsubscribe(userId: string, kind: UnsubscribeKind): Promise<void> {
      // A deleted account has nothing left to stop.
      if (!(await knex('users').where({ id: userId }).first('id'))) return;
      const defaults = defaultSettings(await findPlanReminderTime(knex, userId));
      await disableKind(knex, userId, kind, defaults, now());
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
