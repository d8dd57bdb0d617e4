import type { Knex } from 'knex';

// Web Push (issue 38). push_subscriptions: one row per browser that subscribed, owned by
// the person signed in there when it did (an endpoint is unique: a browser whose next
// person subscribes moves to them). push_vapid_keys: the server's VAPID key pair when
// the environment gives none, one row made by whichever API process needs it first, so
// every process signs with the same pair and subscriptions survive restarts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('endpoint').notNullable().unique();
    /** The browser's P-256 public key and auth secret (base64url): what the payload is encrypted to. */
    table.text('p256dh').notNullable();
    table.text('auth').notNullable();
    table.timestamp('expires_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.createTable('push_vapid_keys', (table) => {
    table.smallint('id').primary();
    table.check('id = 1', [], 'push_vapid_keys_one_row');
    table.text('public_key').notNullable();
    table.text('private_key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_vapid_keys');
  await knex.schema.dropTable('push_subscriptions');
}
