import { randomUUID } from 'node:crypto';

export type TNewUser = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

/** A user no other test has used, so tests never depend on each other's data. */
export const newUser = (): TNewUser => ({
  firstName: 'Ava',
  lastName: 'Lindqvist',
  email: `ava.${randomUUID().slice(0, 8)}@example.com`,
  password: 'quiet-river-42',
});
