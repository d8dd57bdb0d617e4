import { zodResolver } from '@hookform/resolvers/zod';
import { Slot } from 'radix-ui';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type ComponentProps,
} from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

import { cn } from './cn';
import { Label } from './label';

/**
 * react-hook-form with a zod schema from `packages/contracts` as its resolver.
 * Remotes use this rather than importing react-hook-form, so one copy of it
 * (inside this shared package) serves every form on the page.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** Provides the form to the fields inside it: `<Form {...form}><form>…</form></Form>`. */
export const Form = FormProvider;

type TFieldContext = { name: string };
const FieldContext = createContext<TFieldContext | null>(null);
type TItemContext = {
  id: string;
  /** Whether a FormDescription is rendered, so the control never points at a missing id. */
  hasDescription: boolean;
  setHasDescription: (hasDescription: boolean) => void;
};
const ItemContext = createContext<TItemContext | null>(null);

/** One field of the form: wires react-hook-form's Controller to the pieces below. */
export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TTransformed = TValues,
>(props: ControllerProps<TValues, TName, TTransformed>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The ids and error of the field around the caller, for label, control and message. */
export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  if (!field || !item)
    throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const state = getFieldState(field.name, useFormState({ name: field.name }));
  return {
    name: field.name,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    error: state.error,
  };
}

/** Groups a label, its control, a description and the validation message. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <ItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { controlId, error } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      htmlFor={controlId}
      className={cn('data-[error=true]:text-destructive', className)}
      {...props}
    />
  );
}

/**
 * The input itself (through Slot): labelled, described, and marked invalid with its message.
 * An `aria-describedby` given here (a live hint of the field's own) comes first.
 */
export function FormControl({
  'aria-describedby': ownDescription,
  ...props
}: ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, hasDescription, error } = useFormField();
  const describedBy = [ownDescription, hasDescription && descriptionId, error && messageId].filter(
    Boolean,
  );
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId, setHasDescription } = useFormField();
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's validation message, beside the field; nothing while it is valid. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { messageId, error } = useFormField();
  const body = error?.message ?? children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={messageId}
      role={error ? 'alert' : undefined}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}

type TLabeledFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
> = Pick<ControllerProps<TValues, TName, TTransformed>, 'control' | 'name' | 'render'> & {
  label: string;
  /** A standing hint under the control. */
  description?: string;
  className?: string;
};

/**
 * The usual field in one piece: label, the control `render` gives (it receives
 * react-hook-form's field props), an optional hint and the validation message.
 */
export function LabeledField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TTransformed = TValues,
>({
  control,
  name,
  render,
  label,
  description,
  className,
}: TLabeledFieldProps<TValues, TName, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={(props) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{render(props)}</FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
