import type { Knex } from 'knex';

// The one points ledger (DESIGN.md "Decisions"). A payment's source_key
// ('task:<id>:<day>', 'challenge:<id>', 'badge:<type>', ...) is unique per
// user, so nothing pays twice, however many requests race.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('points_ledger', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('source_key').notNullable();
    table.integer('points').notNullable();
    table.text('description').notNullable();
    table.timestamp('earned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'source_key'], { indexName: 'points_ledger_user_source_unique' });
  });
  await knex.raw(
    'create index points_ledger_user_earned_idx on points_ledger (user_id, earned_at desc, id desc)',
  );
  await knex.raw(
    'alter table points_ledger add constraint points_ledger_points_check check (points >= 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('points_ledger');
}
