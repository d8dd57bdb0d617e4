import { describe, expect, it } from 'vitest';
import {
  GOOGLE_CLAIMED_SUBJECT,
  GOOGLE_LINKED_SUBJECT,
  googleClaimedMail,
  googleLinkedMail,
} from './google-link-mail';

const APP_URL = 'https://manifest.example';

describe('googleClaimedMail', () => {
  const mail = googleClaimedMail({ to: 'Ada@Example.com', appUrl: APP_URL });

  it('goes to the address Google proved, greeting no one by a name a stranger may have typed', () => {
    expect(mail.to).toBe('Ada@Example.com');
    expect(mail.subject).toBe(GOOGLE_CLAIMED_SUBJECT);
    expect(mail.text.split('\n')[0]).toBe('Hello,');
  });

  it('says what changed and how to set a password', () => {
    expect(mail.text).toContain('removed the password it had');
    expect(mail.text).toContain('signed out every device that was signed in to it');
    expect(mail.text).toContain(`${APP_URL}/forgot-password`);
    expect(mail.text).toContain(`${APP_URL}/settings`);
  });
});

describe('googleLinkedMail', () => {
  const linked = (hasPassword: boolean) =>
    googleLinkedMail({ to: 'ada@example.com', firstName: 'Ada', hasPassword, appUrl: APP_URL });

  it('tells the owner Google now signs them in, and what to do if it was not them', () => {
    const mail = linked(true);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: GOOGLE_LINKED_SUBJECT });
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Your password works as before.');
    expect(mail.text).toContain(`If this was not you, secure your Google account`);
    expect(mail.text).toContain(`${APP_URL}/settings`);
  });

  it('speaks of no password when the account has none', () => {
    expect(linked(false).text).not.toContain('password works');
  });
});
