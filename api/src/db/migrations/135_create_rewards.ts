import type { Knex } from 'knex';

// Rewards a person writes for themselves and buys with points (issue 38), and each
// purchase. A redemption keeps the title and price it was bought at: the reward may be
// renamed, repriced or deleted later, and the history must still say what was bought.
// Its spend is a ledger entry with the source key 'reward-redemption:<redemption id>'.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rewards', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('title').notNullable();
    table.integer('price').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
  await knex.raw('alter table rewards add constraint rewards_price_check check (price > 0)');

  await knex.schema.createTable('reward_redemptions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('reward_id').nullable().references('id').inTable('rewards').onDelete('SET NULL');
    table.text('title').notNullable();
    table.integer('price').notNullable();
    table.timestamp('redeemed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'alter table reward_redemptions add constraint reward_redemptions_price_check check (price > 0)',
  );
  await knex.raw(
    'create index reward_redemptions_user_redeemed_idx on reward_redemptions (user_id, redeemed_at desc, id desc)',
  );
  await knex.raw(
    'create index reward_redemptions_reward_idx on reward_redemptions (reward_id) where reward_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reward_redemptions');
  await knex.schema.dropTable('rewards');
}
