import { describe, expect, it } from 'vitest';

import { amountOf, EMPTY_FIGURES, financialTotals, formatDollars } from './financial-totals';

describe('amountOf', () => {
  it('reads numbers, with or without dollar signs and commas', () => {
    expect(amountOf('1200')).toBe(1200);
    expect(amountOf('$1,200.50')).toBe(1200.5);
  });

  it('counts a blank or unreadable entry as 0', () => {
    expect(amountOf('')).toBe(0);
    expect(amountOf('  ')).toBe(0);
    expect(amountOf('abc')).toBe(0);
  });
});

describe('financialTotals', () => {
  it('adds assets, debts and expenses, and nets worth', () => {
    const totals = financialTotals({
      ...EMPTY_FIGURES,
      savings: 5000,
      checking: 1000,
      property: 200000,
      creditCards: 3000,
      mortgage: 150000,
      housing: 1500,
      food: 400,
    });
    expect(totals).toEqual({ assets: 206000, debts: 153000, netWorth: 53000, expenses: 1900 });
  });

  it('lets net worth go negative', () => {
    expect(financialTotals({ ...EMPTY_FIGURES, loans: 100 }).netWorth).toBe(-100);
    expect(formatDollars(-100)).toBe('-$100.00');
  });
});
