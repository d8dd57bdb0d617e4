import { describe, expect, it } from 'vitest';

import {
  appUrlOf,
  GENERIC_NOTIFICATION,
  notificationFromPush,
  notificationOptions,
  windowToFocus,
} from './push-notifications';

const ORIGIN = 'https://app.example';
const REMINDER = {
  title: 'Time for your practice',
  body: 'Three small steps are waiting.',
  url: '/daily-tasks',
  tag: 'practice-reminder',
};

describe('notificationFromPush', () => {
  it('reads the notification a push carries', () => {
    expect(notificationFromPush(JSON.stringify(REMINDER))).toEqual(REMINDER);
  });

  it('shows the generic one for a push without a payload, with bad JSON or another shape', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...REMINDER, url: 'https://elsewhere.example/' }),
      JSON.stringify({ title: 'Only a title' }),
    ]) {
      expect(notificationFromPush(text)).toEqual(GENERIC_NOTIFICATION);
    }
  });
});

describe('appUrlOf', () => {
  it('keeps a page of the app, with its query and hash', () => {
    expect(appUrlOf('/goal-setting?from=reminder#next', ORIGIN)).toBe(
      `${ORIGIN}/goal-setting?from=reminder#next`,
    );
  });

  it('sends anything that would leave the app to the dashboard', () => {
    for (const url of ['//elsewhere.example/x', '/\\elsewhere.example', 'https://x.example', 5]) {
      expect(appUrlOf(url, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    }
  });
});

describe('notificationOptions', () => {
  it('shows the body with the product icon and the tag, and keeps where a tap goes', () => {
    expect(notificationOptions(REMINDER, ORIGIN)).toEqual({
      body: REMINDER.body,
      tag: REMINDER.tag,
      icon: '/icons/icon-192.png',
      lang: 'en',
      data: { url: `${ORIGIN}/daily-tasks` },
    });
  });
});

describe('windowToFocus', () => {
  const window = (url: string, focused = false, visibilityState = 'hidden') => ({
    url,
    focused,
    visibilityState,
  });

  it('prefers a focused window of the app, then a visible one, then any', () => {
    const hidden = window(`${ORIGIN}/blog`);
    const visible = window(`${ORIGIN}/affirmations`, false, 'visible');
    const focused = window(`${ORIGIN}/dashboard`, true, 'visible');
    expect(windowToFocus([hidden, visible, focused], ORIGIN)).toBe(focused);
    expect(windowToFocus([hidden, visible], ORIGIN)).toBe(visible);
    expect(windowToFocus([hidden], ORIGIN)).toBe(hidden);
  });

  it('never picks a window of another site', () => {
    expect(windowToFocus([window('https://elsewhere.example/', true)], ORIGIN)).toBeUndefined();
    expect(windowToFocus([], ORIGIN)).toBeUndefined();
  });
});
