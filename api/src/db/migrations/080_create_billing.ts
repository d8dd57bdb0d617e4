import type { Knex } from 'knex';

// Trial and payments through Stripe. The user row keeps what every request needs
// (has_paid, trial_end_date, the subscription's state); the rest is one row per
// fact, each keyed so that doing it twice changes nothing: a webhook event, a
// payment, an email that must go out once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('stripe_customer_id').nullable().unique();
    table.text('subscription_id').nullable().unique();
    table.text('subscription_status').nullable();
    table.boolean('subscription_cancel_at_period_end').notNullable().defaultTo(false);
    table.timestamp('subscription_period_end', { useTz: true }).nullable();
  });

  // Every Stripe event handled, so a replayed delivery is recognised.
  await knex.schema.createTable('stripe_events', (table) => {
    table.text('id').primary();
    table.text('type').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable();
  });

  // One row per successful charge: the lifetime payment or an invoice of the subscription.
  await knex.schema.createTable('payments', (table) => {
    table.text('id').primary(); // pi_... or in_...
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('kind').notNullable(); // lifetime | subscription
    table.integer('amount_cents').notNullable();
    table.text('currency').notNullable();
    table.timestamp('paid_at', { useTz: true }).notNullable();
    table.index(['user_id']);
  });

  // Why people leave; rows older than 30 days are deleted (spec 001 section 9).
  await knex.schema.createTable('subscription_cancellations', (table) => {
    table.bigIncrements('id');
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('subscription_id').nullable();
    table.text('reason').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });

  // An email that must be sent once, whichever API process gets there first.
  await knex.schema.createTable('sent_emails', (table) => {
    table.text('kind').notNullable();
    table.text('key').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable();
    table.primary(['kind', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sent_emails');
  await knex.schema.dropTable('subscription_cancellations');
  await knex.schema.dropTable('payments');
  await knex.schema.dropTable('stripe_events');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('subscription_period_end');
    table.dropColumn('subscription_cancel_at_period_end');
    table.dropColumn('subscription_status');
    table.dropColumn('subscription_id');
    table.dropColumn('stripe_customer_id');
  });
}
