import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, optionalText, requiredText } from './text';

// What a person writes into a challenge's tools (spec 001 section 2, "Small
// tools"). The spec's tools forget everything; ours are kept per user and
// challenge: `GET /api/challenges/{id}/tools` and `PUT` with the parts to save.

export const CHALLENGE_NOTES_MAX_LENGTH = 5000;
export const TOOL_LIST_MAX_ITEMS = 50;
export const TOOL_TEXT_MAX_LENGTH = 500;
/** A figure in dollars; far above any household's, far below where floats lose cents. */
export const MONEY_MAX = 1_000_000_000_000;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must not be negative` })
    .max(MONEY_MAX, { error: `${label} is too large` });

/** The Financial Reality Calculator (challenge 2): assets, debts, monthly expenses. */
export const FINANCIAL_FIELDS = {
  assets: {
    savings: 'Savings',
    checking: 'Checking',
    investments: 'Investments',
    property: 'Property Value',
  },
  debts: { creditCards: 'Credit Cards', loans: 'Loans', mortgage: 'Mortgage' },
  expenses: {
    housing: 'Housing',
    food: 'Food',
    transportation: 'Transportation',
    utilities: 'Utilities',
  },
} as const;

export const ZFinancialFigures = z.strictObject(
  {
    savings: money('Savings'),
    checking: money('Checking'),
    investments: money('Investments'),
    property: money('Property Value'),
    creditCards: money('Credit Cards'),
    loans: money('Loans'),
    mortgage: money('Mortgage'),
    housing: money('Housing'),
    food: money('Food'),
    transportation: money('Transportation'),
    utilities: money('Utilities'),
  },
  { error: 'Calculator must be an object of the calculator figures' },
);
export type TFinancialFigures = z.infer<typeof ZFinancialFigures>;

/** The Social Circle Audit (challenge 3). */
export const ENERGY_IMPACTS = ['positive', 'neutral', 'negative'] as const;
export const ENERGY_IMPACT_LABELS = {
  positive: 'Lifts me up',
  neutral: 'Neutral',
  negative: 'Drains my energy',
} as const;
export const ZAuditPerson = z.strictObject({
  id: z.string().min(1).max(100),
  name: requiredText('Name', 100),
  relationship: optionalText('Relationship', 100),
  energy: z.enum(ENERGY_IMPACTS, { error: 'Energy impact must be positive, neutral or negative' }),
  timeSpent: optionalText('Time spent', 100),
  notes: optionalText('Notes', TOOL_TEXT_MAX_LENGTH),
});
export type TAuditPerson = z.infer<typeof ZAuditPerson>;

/** The Fear Inventory & Action Plan (challenge 4): intensity 1 to 10, default 5. */
export const FEAR_INTENSITY = { min: 1, max: 10, default: 5 } as const;
export const ZFear = z.strictObject({
  id: z.string().min(1).max(100),
  description: requiredText('Fear', TOOL_TEXT_MAX_LENGTH),
  intensity: z
    .number({ error: 'Intensity must be a number' })
    .int({ error: 'Intensity must be a whole number' })
    .min(FEAR_INTENSITY.min, { error: 'Intensity must be between 1 and 10' })
    .max(FEAR_INTENSITY.max, { error: 'Intensity must be between 1 and 10' }),
  actionPlan: optionalText('Action plan', 2000),
});
export type TFear = z.infer<typeof ZFear>;

const list = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item, { error: `${label} must be a list` }).max(TOOL_LIST_MAX_ITEMS, {
    error: `${label} may hold at most ${TOOL_LIST_MAX_ITEMS} entries`,
  });

/** Everything saved for one challenge; a part never saved is null. */
export const ZChallengeTools = z.object({
  challengeId: z.number().int().positive(),
  notes: z.string().nullable(),
  calculator: ZFinancialFigures.nullable(),
  audit: z.array(ZAuditPerson).nullable(),
  fears: z.array(ZFear).nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TChallengeTools = z.infer<typeof ZChallengeTools>;

/** `PUT /api/challenges/{id}/tools`: the parts to save; the others stay as they are. */
export const ZSaveChallengeToolsRequest = z
  .strictObject(
    {
      notes: optionalText('Notes', CHALLENGE_NOTES_MAX_LENGTH).optional(),
      calculator: ZFinancialFigures.optional(),
      audit: list(ZAuditPerson, 'Audit').optional(),
      fears: list(ZFear, 'Fears').optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((body) => Object.values(body).some((part) => part !== undefined), {
    error: 'Send at least one of notes, calculator, audit, fears',
  });
export type TSaveChallengeToolsRequest = z.infer<typeof ZSaveChallengeToolsRequest>;
