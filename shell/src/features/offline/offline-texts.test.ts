import { describe, expect, it } from 'vitest';

import { offlineBannerText, sendingBannerText, sentToast } from './offline-texts';

describe('offline texts', () => {
  it('counts the waiting actions in words', () => {
    expect(offlineBannerText(0)).toBe("You're offline. Your practice pages still work.");
    expect(offlineBannerText(1)).toBe("You're offline. 1 action waiting to be sent.");
    expect(offlineBannerText(3)).toBe("You're offline. 3 actions waiting to be sent.");
    expect(sendingBannerText(2)).toBe('Back online: sending 2 actions…');
  });

  it('says what was saved', () => {
    expect(sentToast(1).description).toBe('1 action you did offline was saved.');
    expect(sentToast(2).description).toBe('2 actions you did offline were saved.');
  });
});
