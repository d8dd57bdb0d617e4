import type { Knex } from 'knex';

// Real-user web vitals and client errors as browsers report them, for the
// admin's Performance tab: a route pattern and a scrubbed message, never a
// path, an address or a user. Read by time (the period), so indexed by it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('web_vitals', (table) => {
    table.bigIncrements('id');
    table.timestamp('recorded_at', { useTz: true }).notNullable().index();
    table.text('route').notNullable();
    table.text('name').notNullable();
    table.double('value').notNullable();
    table.text('rating').notNullable();
  });
  await knex.schema.createTable('client_errors', (table) => {
    table.bigIncrements('id');
    table.timestamp('recorded_at', { useTz: true }).notNullable().index();
    table.text('kind').notNullable();
    table.text('source').notNullable();
    table.text('route').notNullable();
    table.text('message').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_errors');
  await knex.schema.dropTable('web_vitals');
}
