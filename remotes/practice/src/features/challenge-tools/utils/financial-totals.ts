import type { TFinancialFigures } from '@manifest/contracts/challenge-tools';

export const EMPTY_FIGURES: TFinancialFigures = {
  savings: 0,
  checking: 0,
  investments: 0,
  property: 0,
  creditCards: 0,
  loans: 0,
  mortgage: 0,
  housing: 0,
  food: 0,
  transportation: 0,
  utilities: 0,
};

/** Spec 001 section 4: amounts are read as numbers, and a blank counts as 0. */
export function amountOf(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** Total assets, total debts, net worth (assets minus debts) and monthly expenses. */
export function financialTotals(figures: TFinancialFigures) {
  const assets = figures.savings + figures.checking + figures.investments + figures.property;
  const debts = figures.creditCards + figures.loans + figures.mortgage;
  const expenses = figures.housing + figures.food + figures.transportation + figures.utilities;
  return { assets, debts, netWorth: assets - debts, expenses };
}

export const formatDollars = (amount: number): string =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
