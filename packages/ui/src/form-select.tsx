import type { ComponentProps } from 'react';
import type {
  ControllerProps,
  ControllerRenderProps,
  FieldPathByValue,
  FieldValues,
} from 'react-hook-form';

// By the package's name, not './form': a remote shares `@manifest/ui/form` as a singleton,
// so the field here reads the context of the FormField its form renders, not a copy's.
// An entry of its own (not in form.tsx) so a form without a select never loads Radix's.
import { LabeledField } from '@manifest/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@manifest/ui/select';

type TSelectControlProps<TOption extends string> = Omit<
  ComponentProps<typeof SelectTrigger>,
  'value' | 'onBlur'
> & {
  field: Pick<ControllerRenderProps, 'onChange' | 'onBlur' | 'ref'> & { value: TOption };
  options: readonly TOption[];
  labels: Readonly<Record<TOption, string>> | undefined;
};

/**
 * The select itself: FormControl's label id and message ids (through Slot) land on the
 * trigger, the button a person focuses, where react-hook-form's onBlur and ref go too.
 */
function SelectControl<TOption extends string>({
  field: { value, onChange, onBlur, ref },
  options,
  labels,
  ...triggerProps
}: TSelectControlProps<TOption>) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps} onBlur={onBlur} ref={ref}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels?.[option] ?? option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type TFormSelectProps<
  TValues extends FieldValues,
  TOption extends string,
  TName extends FieldPathByValue<TValues, TOption>,
  TTransformed,
> = Pick<ControllerProps<TValues, TName, TTransformed>, 'control' | 'name'> & {
  label: string;
  /** The values to choose from, in the order shown. */
  options: readonly TOption[];
  /** The text shown for each value; the value itself without it. */
  labels?: Readonly<Record<TOption, string>>;
  className?: string;
};

/**
 * A choice of a few fixed values in a form: the label, a select (Radix's) and the
 * validation message, wired as every other field (`LabeledField` of `@manifest/ui/form`).
 */
export function FormSelect<
  TValues extends FieldValues = FieldValues,
  TOption extends string = string,
  TName extends FieldPathByValue<TValues, TOption> = FieldPathByValue<TValues, TOption>,
  TTransformed = TValues,
>({
  control,
  name,
  label,
  options,
  labels,
  className,
}: TFormSelectProps<TValues, TOption, TName, TTransformed>) {
  return (
    <LabeledField
      control={control}
      name={name}
      label={label}
      className={className}
      render={({ field }) => (
        <SelectControl
          field={{ ...field, value: field.value as TOption }}
          options={options}
          labels={labels}
        />
      )}
    />
  );
}
