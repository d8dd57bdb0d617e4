import { describe, expect, it } from 'vitest';
import { parseAffirmationId } from './affirmation-ids';

describe('parseAffirmationId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['17', 17],
  ])('reads %j as %i', (raw, id) => {
    expect(parseAffirmationId(raw)).toBe(id);
  });

  it.each(['0', '43', '-1', '01', 'abc', '1;drop table', '1.5', ' 1', '', '1e1'])(
    'rejects %j',
    (raw) => {
      expect(parseAffirmationId(raw)).toBeNull();
    },
  );
});
