import { describe, expect, it } from 'vitest';

import { legalSlugForPath } from './legal-slug';

describe('legalSlugForPath', () => {
  it('shows each route its own version', () => {
    expect(legalSlugForPath('/terms')).toBe('terms');
    expect(legalSlugForPath('/terms-of-service')).toBe('terms-of-service');
    expect(legalSlugForPath('/privacy')).toBe('privacy');
    expect(legalSlugForPath('/privacy-policy/')).toBe('privacy-policy');
    expect(legalSlugForPath('/legal')).toBe('legal');
  });
});
