import { describe, expect, it } from 'vitest';
import { sessionMinutes } from './meditation-catalogue';

describe('sessionMinutes', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(sessionMinutes(600)).toBe(10);
    expect(sessionMinutes(601)).toBe(11);
    expect(sessionMinutes(59)).toBe(1);
    expect(sessionMinutes(0)).toBe(0);
  });
});
