import { FINANCIAL_FIELDS, type TFinancialFigures } from '@manifest/contracts/challenge-tools';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { Check } from 'lucide-react';
import { useState } from 'react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';
import { amountOf, EMPTY_FIGURES, financialTotals, formatDollars } from '../utils/financial-totals';

type TFigureKey = keyof TFinancialFigures;
type TEntries = Record<TFigureKey, string>;

const GROUPS = [
  { title: 'Assets', fields: FINANCIAL_FIELDS.assets },
  { title: 'Debts', fields: FINANCIAL_FIELDS.debts },
  { title: 'Monthly Expenses', fields: FINANCIAL_FIELDS.expenses },
] as const;

const toEntries = (figures: TFinancialFigures): TEntries =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, value === 0 ? '' : String(value)]),
  ) as TEntries;

const toFigures = (entries: TEntries): TFinancialFigures =>
  Object.fromEntries(
    Object.entries(entries).map(([key, text]) => [key, Math.max(0, amountOf(text))]),
  ) as TFinancialFigures;

/** The Financial Reality Calculator (challenge 2), saved to the server on Save Figures. */
export function FinancialCalculator({
  challengeId,
  saved,
}: {
  challengeId: number;
  saved: TFinancialFigures | null;
}) {
  const [entries, setEntries] = useState<TEntries>(toEntries(saved ?? EMPTY_FIGURES));
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveChallengeTools(challengeId);
  const figures = toFigures(entries);
  const totals = financialTotals(figures);

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">Financial Reality Calculator</h3>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-3">
          <legend className="mb-2 text-sm font-medium text-muted-foreground">{group.title}</legend>
          <div className="grid grid-cols-2 gap-3">
            {Object.entries(group.fields).map(([key, label]) => (
              <div key={key} className="grid gap-1.5">
                <Label htmlFor={`money-${key}`}>{label}</Label>
                <Input
                  id={`money-${key}`}
                  inputMode="decimal"
                  placeholder="0"
                  value={entries[key as TFigureKey]}
                  onChange={(event) => {
                    setIsSaved(false);
                    setEntries({ ...entries, [key]: event.target.value });
                  }}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted p-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Total Assets</dt>
          <dd className="font-semibold tabular-nums">{formatDollars(totals.assets)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Total Debts</dt>
          <dd className="font-semibold tabular-nums">{formatDollars(totals.debts)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Net Worth</dt>
          <dd
            className={cn(
              'font-semibold tabular-nums',
              totals.netWorth >= 0 ? 'text-success' : 'text-destructive',
            )}
          >
            {formatDollars(totals.netWorth)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Monthly Expenses</dt>
          <dd className="font-semibold tabular-nums">{formatDollars(totals.expenses)}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-end gap-3">
        {isSaved ? (
          <span role="status" className="flex items-center gap-1 text-sm text-success">
            <Check aria-hidden="true" className="size-4" />
            Saved!
          </span>
        ) : null}
        <Button
          onClick={() =>
            save.mutate({ calculator: figures }, { onSuccess: () => setIsSaved(true) })
          }
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save Figures'}
        </Button>
      </div>
    </div>
  );
}
