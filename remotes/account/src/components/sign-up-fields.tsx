import type { TSignUpFormValues, ZSignUpForm } from '@manifest/contracts/auth';
import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  LabeledField,
  type useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import type { ReactNode } from 'react';

import { usePasswordStrength } from '../hooks/use-password-strength';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

export const EMPTY_SIGN_UP_FORM: TSignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The sign-up form the fields live in. */
export type TSignUpForm = ReturnType<typeof useZodForm<typeof ZSignUpForm>>;

type TSignUpFieldsProps = {
  form: TSignUpForm;
  /** Names the fields' test ids and the strength meter: 'signup', 'modal', 'trial'. */
  idPrefix: string;
  passwordLabel: 'Create Password' | 'Password';
  /**
   * Confirm Password 'below' the password (the sign-up page), or 'beside' it from 640 px
   * with the strength meter under both (the landing modal); none for the trial.
   */
  confirm?: 'below' | 'beside';
  /** The sign-up page's sample names. */
  hasNamePlaceholders?: boolean;
  hasEmailPlaceholder?: boolean;
  /** The browser checks every field before submit (the landing modal). */
  isRequired?: boolean;
};

/**
 * The sign-up fields, written once for the sign-up page, the landing modal and the
 * premium trial: names, email and a new password with its strength meter, of a
 * `useZodForm(ZSignUpForm)` form. A refused password's message (`form.setError`) sits
 * beside the field until the password changes.
 */
export function SignUpFields({
  form,
  idPrefix,
  passwordLabel,
  confirm,
  hasNamePlaceholders = false,
  hasEmailPlaceholder = false,
  isRequired = false,
}: TSignUpFieldsProps) {
  const { control } = form;
  const values = form.watch();
  const strength = usePasswordStrength(values.password, values);
  const { errors } = form.formState;
  const strengthId = `${idPrefix}-password-strength`;
  const meter = (
    <PasswordStrengthMeter view={strength} id={strengthId} showAdvice={!errors.password} />
  );
  const password = (
    <NewPasswordField
      control={control}
      label={passwordLabel}
      testId={`${idPrefix}-password`}
      strengthId={strengthId}
      isRequired={isRequired}
      meter={confirm === 'beside' ? null : meter}
    />
  );
  const confirmation = confirm ? (
    <LabeledField
      control={control}
      name="confirmPassword"
      label="Confirm Password"
      render={({ field }) => (
        <Input
          data-testid={`${idPrefix}-confirm-password`}
          type="password"
          required={isRequired}
          autoComplete="new-password"
          {...field}
        />
      )}
    />
  ) : null;

  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <NameField
          control={control}
          name="firstName"
          label="First Name"
          testId={`${idPrefix}-first-name`}
          autoComplete="given-name"
          placeholder={hasNamePlaceholders ? 'Jane' : undefined}
          isRequired={isRequired}
        />
        <NameField
          control={control}
          name="lastName"
          label="Last Name"
          testId={`${idPrefix}-last-name`}
          autoComplete="family-name"
          placeholder={hasNamePlaceholders ? 'Doe' : undefined}
          isRequired={isRequired}
        />
      </div>
      <LabeledField
        control={control}
        name="email"
        label="Email Address"
        render={({ field }) => (
          <Input
            data-testid={`${idPrefix}-email`}
            type="email"
            required={isRequired}
            autoComplete="email"
            spellCheck={false}
            placeholder={hasEmailPlaceholder ? 'you@example.com' : undefined}
            {...field}
          />
        )}
      />
      {confirm === 'beside' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {password}
            {confirmation}
          </div>
          {meter}
        </>
      ) : (
        <>
          {password}
          {confirmation}
        </>
      )}
    </>
  );
}

type TNameFieldProps = {
  control: TSignUpForm['control'];
  name: 'firstName' | 'lastName';
  label: string;
  testId: string;
  autoComplete: 'given-name' | 'family-name';
  placeholder: string | undefined;
  isRequired: boolean;
};

function NameField({
  control,
  name,
  label,
  testId,
  autoComplete,
  placeholder,
  isRequired,
}: TNameFieldProps) {
  return (
    <LabeledField
      control={control}
      name={name}
      label={label}
      render={({ field }) => (
        <Input
          data-testid={testId}
          required={isRequired}
          autoComplete={autoComplete}
          autoCapitalize="words"
          placeholder={placeholder}
          {...field}
        />
      )}
    />
  );
}

type TNewPasswordFieldProps = {
  control: TSignUpForm['control'];
  label: string;
  testId: string;
  /** The strength meter's words, which describe the field as they change. */
  strengthId: string;
  isRequired: boolean;
  /** The meter, when it sits under this field. */
  meter: ReactNode;
};

/** A new password: shown or hidden, its checker loaded on focus, its refusal beside it. */
export function NewPasswordField({
  control,
  label,
  testId,
  strengthId,
  isRequired,
  meter,
}: TNewPasswordFieldProps) {
  return (
    <FormField
      control={control}
      name="password"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl aria-describedby={strengthId}>
            <PasswordInput
              data-testid={testId}
              required={isRequired}
              autoComplete="new-password"
              placeholder="At least 6 characters"
              onFocus={preloadPasswordChecker}
              {...field}
            />
          </FormControl>
          {meter}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
