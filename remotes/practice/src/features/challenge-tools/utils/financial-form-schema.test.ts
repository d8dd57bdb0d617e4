import { MONEY_MAX } from '@manifest/contracts/challenge-tools';
import { describe, expect, it } from 'vitest';

import { EMPTY_FIGURES } from './financial-totals';
import { toEntries, ZFinancialForm } from './financial-form-schema';

const entries = { ...toEntries(EMPTY_FIGURES), savings: '$1,200.50', loans: '-40', food: 'lots' };

describe('the financial calculator form', () => {
  it('reads amounts as the spec says: symbols dropped, blanks, negatives and words as 0', () => {
    expect(ZFinancialForm.parse(entries)).toEqual({
      ...EMPTY_FIGURES,
      savings: 1200.5,
      loans: 0,
      food: 0,
    });
  });

  it("refuses what the API refuses, with the API's message on the field", () => {
    const result = ZFinancialForm.safeParse({ ...entries, mortgage: String(MONEY_MAX + 1) });
    expect(result.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['mortgage'], 'Mortgage is too large'],
    ]);
  });

  it('shows saved figures as typed text, a 0 as an empty field', () => {
    expect(toEntries({ ...EMPTY_FIGURES, savings: 250 })).toMatchObject({
      savings: '250',
      checking: '',
    });
  });
});
