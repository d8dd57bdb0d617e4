import { describe, expect, it } from 'vitest';

import { deviceClassesFor } from './device-classes';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('deviceClassesFor', () => {
  it('marks an iPhone as a mobile iOS device', () => {
    expect(deviceClassesFor(IPHONE, 5)).toEqual(['mobile-device', 'ios-device']);
  });

  it('marks an iPad that calls itself a Mac, by its touch screen', () => {
    expect(deviceClassesFor(IPAD_AS_MAC, 5)).toEqual(['mobile-device', 'ios-device']);
    expect(deviceClassesFor(IPAD_AS_MAC, 0)).toEqual([]);
  });

  it('marks Android phones and tablets', () => {
    expect(deviceClassesFor(PIXEL, 5)).toEqual(['mobile-device', 'android-device']);
    expect(deviceClassesFor(ANDROID_TABLET, 5)).toEqual(['mobile-device', 'android-device']);
  });

  it('leaves a desktop browser unmarked', () => {
    expect(deviceClassesFor(DESKTOP_CHROME, 0)).toEqual([]);
  });
});
