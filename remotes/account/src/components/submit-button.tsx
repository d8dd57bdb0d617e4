import { Button } from '@manifest/ui/button';
import { LoaderCircle } from 'lucide-react';

type TSubmitButtonProps = {
  isBusy: boolean;
  label: string;
  busyLabel: string;
  testId?: string;
  /** Disabled although not busy (the card field is not ready yet). */
  isDisabled?: boolean;
};

/** The form's main button: disabled, with a spinner and its busy text, while the request runs. */
export function SubmitButton({
  isBusy,
  label,
  busyLabel,
  testId,
  isDisabled = false,
}: TSubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={isBusy || isDisabled}
      aria-busy={isBusy}
      data-testid={testId}
      className="w-full bg-linear-to-r from-violet-600 to-indigo-600 text-white hover:from-violet-700 hover:to-indigo-700"
    >
      {isBusy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {isBusy ? busyLabel : label}
    </Button>
  );
}
