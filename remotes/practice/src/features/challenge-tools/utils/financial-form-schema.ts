import { ZFinancialFigures, type TFinancialFigures } from '@manifest/contracts/challenge-tools';
import { z } from 'zod';

import { amountOf } from './financial-totals';

type TFigureKey = keyof TFinancialFigures;
export type TFinancialEntries = Record<TFigureKey, string>;

/** An amount as typed ('$1,200', blank); negatives count as 0. Then the API's own rule. */
const amount = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((text) => Math.max(0, amountOf(text)))
    .pipe(rule);

/**
 * The calculator's form: each entry read as the spec says, then checked with the
 * API's contract, so 'Savings is too large' is the server's own message.
 */
export const ZFinancialForm = z.strictObject(
  Object.fromEntries(
    Object.entries(ZFinancialFigures.shape).map(([key, rule]) => [key, amount(rule)]),
  ) as Record<TFigureKey, ReturnType<typeof amount>>,
);

/** What the inputs start from: saved figures, a 0 shown as an empty field. */
export const toEntries = (figures: TFinancialFigures): TFinancialEntries =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, value === 0 ? '' : String(value)]),
  ) as TFinancialEntries;

/** The figures the totals show while typing: a blank or unreadable entry is 0. */
export const toFigures = (entries: TFinancialEntries): TFinancialFigures =>
  Object.fromEntries(
    Object.entries(entries).map(([key, text]) => [key, Math.max(0, amountOf(text))]),
  ) as TFinancialFigures;
