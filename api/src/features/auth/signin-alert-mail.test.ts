import { describe, expect, it } from 'vitest';
import { SIGNIN_ALERT_SUBJECT, describeWindow, signinAlertMail } from './signin-alert-mail';

describe('describeWindow', () => {
  it('names a window in its largest whole unit', () => {
    expect(describeWindow(3600)).toBe('hour');
    expect(describeWindow(7200)).toBe('2 hours');
    expect(describeWindow(60)).toBe('minute');
    expect(describeWindow(90 * 60)).toBe('90 minutes');
    expect(describeWindow(86_400)).toBe('day');
    expect(describeWindow(45)).toBe('45 seconds');
  });
});

describe('signinAlertMail', () => {
  const mail = signinAlertMail({
    to: 'Ada@Example.com',
    firstName: 'Ada',
    failures: 50,
    windowSeconds: 3600,
    appUrl: 'https://manifest.example',
  });

  it('goes to the owner with the agreed subject', () => {
    expect(mail.to).toBe('Ada@Example.com');
    expect(mail.subject).toBe(SIGNIN_ALERT_SUBJECT);
  });

  it('says what happened, that nothing was given out, and what to do', () => {
    expect(mail.text).toContain(
      'There have been 50 failed attempts to sign in to your Manifest account in the last hour.',
    );
    expect(mail.text).toContain('your password was not given out');
    expect(mail.text).toContain('sign in as usual from a device you usually use');
    expect(mail.text).toContain('If this was not you, change your password');
    expect(mail.text).toContain('https://manifest.example/settings');
  });
});
