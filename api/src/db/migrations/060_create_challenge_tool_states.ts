import type { Knex } from 'knex';

// What a person writes into a challenge's notes and tools (the spec's tools
// forget everything; ours keep it): one row per user and challenge, each
// part a column so saving one part never touches another.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('challenge_tool_states', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('challenge_id').notNullable();
    table.text('notes').nullable();
    table.jsonb('calculator').nullable();
    table.jsonb('audit').nullable();
    table.jsonb('fears').nullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.primary(['user_id', 'challenge_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('challenge_tool_states');
}
