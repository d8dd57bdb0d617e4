import { FINANCIAL_FIELDS, type TFinancialFigures } from '@manifest/contracts/challenge-tools';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Check } from 'lucide-react';

import { useSaveChallengeTools } from '../api/save-challenge-tools';
import { toEntries, toFigures, ZFinancialForm } from '../utils/financial-form-schema';
import { EMPTY_FIGURES, financialTotals, formatDollars } from '../utils/financial-totals';

type TFigureKey = keyof TFinancialFigures;

const GROUPS = [
  { title: 'Assets', fields: FINANCIAL_FIELDS.assets },
  { title: 'Debts', fields: FINANCIAL_FIELDS.debts },
  { title: 'Monthly Expenses', fields: FINANCIAL_FIELDS.expenses },
] as const;

/** The Financial Reality Calculator (challenge 2), saved to the server on Save Figures. */
export function FinancialCalculator({
  challengeId,
  saved,
}: {
  challengeId: number;
  saved: TFinancialFigures | null;
}) {
  const form = useZodForm(ZFinancialForm, {
    mode: 'onSubmit',
    defaultValues: toEntries(saved ?? EMPTY_FIGURES),
  });
  const save = useSaveChallengeTools(challengeId);
  const totals = financialTotals(toFigures(form.watch()));
  // 'Saved!' until the next change.
  const isSaved = save.isSuccess && !form.formState.isDirty;
  const handleValid = form.handleSubmit((figures) =>
    save.mutateAsync({ calculator: figures }).then(
      () => form.reset(form.getValues()),
      () => undefined,
    ),
  );

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">Financial Reality Calculator</h3>
      <Form {...form}>
        <form onSubmit={handleValid} aria-label="Financial figures" className="grid gap-5">
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="grid gap-3">
              <legend className="mb-2 text-sm font-medium text-muted-foreground">
                {group.title}
              </legend>
              <div className="grid grid-cols-2 gap-3">
                {Object.entries(group.fields).map(([key, label]) => (
                  <LabeledField
                    key={key}
                    control={form.control}
                    name={key as TFigureKey}
                    label={label}
                    className="gap-1.5"
                    render={({ field }) => <Input inputMode="decimal" placeholder="0" {...field} />}
                  />
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
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Figures'}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
