import type { Knex } from 'knex';

// One free trial per person and per card. A card's Stripe fingerprint is kept
// once it has carried a trial, and outlives the account (the user is forgotten,
// the card's trial is not), so deleting an account and signing up again with
// the same card is not a second trial. The fingerprint identifies a card number
// to Stripe's account only; it is no card data. A lifetime purchase is written
// on the user, so every request knows it without reading the payments.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trial_cards', (table) => {
    table.text('fingerprint').primary();
    table.uuid('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('lifetime_access_at', { useTz: true }).nullable();
  });
  await knex.raw(`
    update users set lifetime_access_at = paid.first_paid_at
    from (select user_id, min(paid_at) as first_paid_at from payments
          where kind = 'lifetime' group by user_id) as paid
    where paid.user_id = users.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('lifetime_access_at');
  });
  await knex.schema.dropTable('trial_cards');
}
