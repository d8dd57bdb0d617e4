import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('email').notNullable();
    table.text('password_hash').notNullable();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.boolean('has_paid').notNullable().defaultTo(false);
    table.timestamp('trial_end_date', { useTz: true }).nullable();
    // IANA zone sent by the browser; day boundaries (streaks, "today") use it.
    table.text('time_zone').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Ada@Example.com and ada@example.com are the same account.
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
