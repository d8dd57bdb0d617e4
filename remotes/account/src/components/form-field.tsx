import { Label } from '@manifest/ui/label';
import type { ReactNode } from 'react';

/** The id of a field's error message, for the control's aria-describedby. */
export const errorIdFor = (controlId: string) => `${controlId}-error`;
/** The id of a field's hint, for the control's aria-describedby. */
export const hintIdFor = (controlId: string) => `${controlId}-hint`;

type TFormFieldProps = {
  /** The id of the control inside, so the label names it and clicking the label focuses it. */
  htmlFor: string;
  label: string;
  /** A standing note under the control (say, a length rule); give the control aria-describedby={hintIdFor(id)}. */
  hint?: string;
  /** What is wrong with the value, shown beside the field; give the control aria-describedby={errorIdFor(id)}. */
  error?: string | undefined;
  children: ReactNode;
};

export function FormField({ htmlFor, label, hint, error, children }: TFormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={hintIdFor(htmlFor)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdFor(htmlFor)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
