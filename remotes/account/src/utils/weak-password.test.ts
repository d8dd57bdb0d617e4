import { describe, expect, it } from 'vitest';
import { checkNewPassword, WeakPasswordError } from './weak-password';

describe('checkNewPassword', () => {
  it('refuses a common password with the message the API gives', async () => {
    const refusal = await checkNewPassword('password123', {}, 'Password').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(WeakPasswordError);
    expect((refusal as Error).message).toBe(
      'Password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    );
  });

  it("refuses the person's own name as a password", async () => {
    await expect(
      checkNewPassword('Lovelace.Ada', { firstName: 'Ada', lastName: 'Lovelace' }, 'New password'),
    ).rejects.toThrow('New password is too easy to guess.');
  });

  it('lets a strong password through', async () => {
    await expect(checkNewPassword('quiet-river-42', {}, 'Password')).resolves.toBeUndefined();
  });
});
