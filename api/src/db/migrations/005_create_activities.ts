import type { Knex } from 'knex';

// The track record. An activity that paid points carries the same points as
// its ledger entry. source_key (when set) makes a server-recorded activity
// idempotent; activities the browser logs have none and never count toward
// badges (is_counted false).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activities', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('type').notNullable();
    table.text('action').notNullable();
    table.text('title').notNullable();
    table.text('description').nullable();
    table.integer('points').notNullable().defaultTo(0);
    table.jsonb('metadata').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    table.timestamp('completed_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The day in the user's time zone when it happened; streaks and "today" use it.
    table.date('local_day').notNullable();
    table
      .uuid('ledger_entry_id')
      .nullable()
      .references('id')
      .inTable('points_ledger')
      .onDelete('SET NULL');
    table.text('source_key').nullable();
    table.boolean('is_counted').notNullable().defaultTo(false);
  });
  // Newest first, optionally of one type: both lists read an index, never the table order.
  await knex.raw(
    'create index activities_user_completed_idx on activities (user_id, completed_at desc, id desc)',
  );
  await knex.raw(
    'create index activities_user_type_completed_idx on activities (user_id, type, completed_at desc, id desc)',
  );
  // NULLs are distinct, so only keyed activities are held to one per key.
  await knex.raw(
    'create unique index activities_user_source_unique on activities (user_id, source_key)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('activities');
}
