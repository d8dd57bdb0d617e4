import type { Knex } from 'knex';

// The store of rate-limiter-flexible's RateLimiterPostgres (sign-in and
// sign-up throttling). Its own CREATE uses varchar(255) keys; keys here hold
// an email address plus an IP address, so text.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.text('key').primary();
    table.integer('points').notNullable().defaultTo(0);
    // Epoch milliseconds, as the library writes it.
    table.bigInteger('expire').nullable();
    table.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
