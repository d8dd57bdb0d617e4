import type { Knex } from 'knex';

// The contact form's messages (the spec only simulates sending them).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (table) => {
    table.bigIncrements('id');
    // Set when a signed-in person wrote; their account's deletion removes it.
    table.uuid('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('subject').notNullable();
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
