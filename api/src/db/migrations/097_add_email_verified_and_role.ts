import type { Knex } from 'knex';

// Owning an address is proven by an emailed link before anything trusts it:
// when the account's email was verified (null until then), and the role an
// operator grants by command (admin), beside ADMIN_EMAILS for verified addresses.
// Accounts Google made were vouched for by Google: verified when made.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('email_verified_at', { useTz: true }).nullable();
    table.text('role').nullable();
    table.check(`role is null or role in ('admin')`, [], 'users_role_known');
  });
  await knex('users')
    .whereNotNull('google_sub')
    .update({ email_verified_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropChecks('users_role_known');
    table.dropColumn('role');
    table.dropColumn('email_verified_at');
  });
}
