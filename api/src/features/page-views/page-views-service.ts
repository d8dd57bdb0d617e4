import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { AddressThrottle } from '../../lib/address-throttle';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export type PageViewsService = ReturnType<typeof createPageViewsService>;

/**
 * Page views without a third-party tracker: one count per UTC day and path, and
 * the day's visitors counted once each by SHA-256 of (that day's random salt,
 * address, browser). Salts and hashes of days gone are deleted, so a hash can
 * neither be recomputed nor matched with another day's: a visitor cannot be traced.
 */
export function createPageViewsService({
  knex,
  throttle,
  now,
}: {
  knex: Knex;
  throttle: AddressThrottle;
  now: () => Date;
}) {
  async function saltOf(day: string): Promise<string> {
    const created = await knex('analytics_salts')
      .insert({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict('day')
      .ignore()
      .returning('day');
    if (created.length > 0) {
      // A new day: older salts and hashes go (yesterday's stay for clocks a little behind).
      const dayBefore = knex.raw('?::date - 1', [day]);
      await knex('analytics_salts').where('day', '<', dayBefore).delete();
      await knex('visitor_days').where('day', '<', dayBefore).delete();
    }
    const row = await knex('analytics_salts').where({ day }).first<{ salt: string }>('salt');
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  }

  return {
    async record(path: string, visitor: { address: string; userAgent: string }): Promise<void> {
      await throttle.count(visitor.address);
      const day = utcDay(now());
      const visitorHash = createHash('sha256')
        .update(`${await saltOf(day)}\n${visitor.address}\n${visitor.userAgent}`)
        .digest('base64url')
        .slice(0, 22);
      await knex.transaction(async (trx) => {
        const isNewVisitor = await trx('visitor_days')
          .insert({ day, visitor_hash: visitorHash })
          .onConflict()
          .ignore()
          .returning('day');
        if (isNewVisitor.length > 0) {
          await trx('visitor_day_counts')
            .insert({ day, visitors: 1 })
            .onConflict('day')
            .merge({ visitors: trx.raw('visitor_day_counts.visitors + 1') });
        }
        await trx('page_view_days')
          .insert({ day, path, views: 1 })
          .onConflict(['day', 'path'])
          .merge({ views: trx.raw('page_view_days.views + 1') });
      });
    },
  };
}
