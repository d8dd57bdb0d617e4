import type { Knex } from 'knex';

// Images people upload, kept in the database so every API process serves the
// same ones. Only re-encoded bytes are stored (never what was sent).
// upload_days counts uploads per user and local day; a delete does not lower
// it, so an upload/delete loop cannot get past the daily limit.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploads', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The type the bytes were encoded as by the API: served as is.
    table.text('content_type').notNullable();
    table.binary('bytes').notNullable();
    table.integer('byte_size').notNullable();
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.createTable('upload_days', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.date('local_day').notNullable();
    table.integer('uploads').notNullable();
    table.primary(['user_id', 'local_day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('upload_days');
  await knex.schema.dropTable('uploads');
}
