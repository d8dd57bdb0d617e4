import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  MIN_PASSWORD_SCORE,
  personalWords,
  weakPasswordMessage,
} from './password-strength';

const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com' };

describe('checkPasswordStrength', () => {
  it.each([
    ['12345678', 'This is a heavily used password.'],
    ['password', 'This is a heavily used password.'],
    ['password123', 'This is a commonly used password.'],
    ['qwertyuiop', 'This is a frequently used password.'],
  ])('refuses the common password %s and says why', async (password, warning) => {
    const strength = await checkPasswordStrength(password);
    expect(strength.isStrongEnough).toBe(false);
    expect(weakPasswordMessage('Password', strength)).toBe(
      `Password is too easy to guess. ${warning} Add more words that are less common.`,
    );
  });

  it('refuses a short random string, with advice when it has no warning', async () => {
    const strength = await checkPasswordStrength('k9#Lp2xQ');
    expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(weakPasswordMessage('New password', strength)).toBe(
      'New password is too easy to guess. Add more words that are less common.',
    );
  });

  it("refuses a password built from the person's own name, which a stranger could use", async () => {
    expect((await checkPasswordStrength('Lovelace.Ada')).isStrongEnough).toBe(true);
    const forAda = await checkPasswordStrength('Lovelace.Ada', ADA);
    expect(weakPasswordMessage('Password', forAda)).toBe(
      'Password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    );
  });

  it('accepts a passphrase of uncommon words, with no message', async () => {
    const strength = await checkPasswordStrength('quiet-river-42', ADA);
    expect(strength.isStrongEnough).toBe(true);
    expect(weakPasswordMessage('Password', strength)).toBeNull();
  });

  it('judges only the first 64 characters, so a stranger cannot make the server work long', async () => {
    const weakStart = 'password'.repeat(8);
    expect((await checkPasswordStrength(`${weakStart}-quiet-river-42`)).isStrongEnough).toBe(false);
    expect(
      (await checkPasswordStrength(`${weakStart.slice(8)}-quiet-river-42`)).isStrongEnough,
    ).toBe(true);
  });
});

describe('personalWords', () => {
  it("lists the person's names, email and its parts, and the product's name, in lower case", () => {
    expect(personalWords(ADA)).toEqual([
      'ada',
      'lovelace',
      'ada.lovelace@example.com',
      'ada.lovelace',
      'manifest',
    ]);
  });

  it('leaves out what is missing or too short to matter', () => {
    expect(personalWords({ firstName: ' ', email: 'jo@example.com' })).toEqual([
      'jo@example.com',
      'manifest',
    ]);
  });
});
