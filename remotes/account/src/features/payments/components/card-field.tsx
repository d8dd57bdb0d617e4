import { Label } from '@manifest/ui/label';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';

import { useCardElementOptions } from '../hooks/use-card-element-style';
import { TestModeNote } from './test-mode-note';

type TCardFieldProps = {
  label?: string;
  /** Called once the card element can take a card (the submit may enable). */
  onReady?: () => void;
};

/** The card element in the app's input frame, with the provider's live message and the test-mode mark. */
export function CardField({ label = 'Card Information', onReady }: TCardFieldProps) {
  const id = useId();
  const options = useCardElementOptions();
  const [problem, setProblem] = useState<string | undefined>();
  const [hasFocus, setHasFocus] = useState(false);

  const handleChange = (event: StripeCardElementChangeEvent) => setProblem(event.error?.message);

  return (
    <div className="grid gap-2" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={`${id}-label`} className="inline-flex items-center gap-1.5">
          <CreditCard className="size-4 text-primary" aria-hidden="true" />
          {label}
        </Label>
        <TestModeNote />
      </div>
      <div
        data-testid="card-field"
        className={`rounded-md border bg-background px-3 py-2.5 shadow-sm transition-shadow ${
          hasFocus ? 'border-ring ring-2 ring-ring/40' : 'border-input'
        } ${problem ? 'border-destructive' : ''}`}
      >
        <CardElement
          options={options}
          onReady={onReady}
          onChange={handleChange}
          onFocus={() => setHasFocus(true)}
          onBlur={() => setHasFocus(false)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
