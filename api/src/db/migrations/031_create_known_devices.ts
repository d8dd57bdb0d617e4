import type { Knex } from 'knex';

// Browsers that have signed in to an account: the right password from one of
// them is never refused, however many guesses other addresses make. Only the
// SHA-256 of the device id is stored, as for session tokens.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('known_devices', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('device_hash').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'device_hash'], { indexName: 'known_devices_user_device_unique' });
    // A browser shared by two accounts keeps one id: sign-in looks it up by hash alone.
    table.index(['device_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('known_devices');
}
