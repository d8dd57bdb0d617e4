import type { Knex } from 'knex';

// The answers of requests sent with an Idempotency-Key (the offline queue's
// practice calls), so a replay gets the first answer instead of running again.
// A row without a status is a request still running; rows go after 7 days.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('key').notNullable();
    // The call the key was first sent with: method and path ('POST /api/…').
    table.text('fingerprint').notNullable();
    table.integer('status_code').nullable();
    table.jsonb('response_body').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    table.primary(['user_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
