import { Label } from '@manifest/ui/label';
import type { ReactNode } from 'react';

type TFormFieldProps = {
  /** The id of the control inside, so the label names it and clicking the label focuses it. */
  htmlFor: string;
  label: string;
  children: ReactNode;
};

export function FormField({ htmlFor, label, children }: TFormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}
