import { describe, expect, it } from 'vitest';

import { migrationNameOf } from './migrator';

describe('migrationNameOf', () => {
  it('names a built migration as its source, as the database has recorded it', () => {
    expect(migrationNameOf('001_create_users.mjs')).toBe('001_create_users.ts');
    expect(migrationNameOf('001_create_users.ts')).toBe('001_create_users.ts');
  });

  it('leaves out files that are no migration', () => {
    expect(migrationNameOf('001_create_users.test.ts')).toBeUndefined();
    expect(migrationNameOf('README.md')).toBeUndefined();
  });
});
