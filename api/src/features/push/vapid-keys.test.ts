import { describe, expect, it } from 'vitest';
import { vapidSubjectFrom } from './vapid-keys';

describe('vapidSubjectFrom', () => {
  it('takes the address of a named sender', () => {
    expect(vapidSubjectFrom('Manifest <no-reply@manifest.local>')).toBe(
      'mailto:no-reply@manifest.local',
    );
  });

  it('takes a bare address as it is', () => {
    expect(vapidSubjectFrom(' hello@manifest.app ')).toBe('mailto:hello@manifest.app');
  });
});
