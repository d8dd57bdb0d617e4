import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { errorIdFor, FormField, hintIdFor } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useChangePassword } from '../api/change-password';
import { describeChangePasswordFailure } from '../utils/describe-change-password-failure';
import {
  firstFieldWithError,
  validateChangePasswordForm,
  type TChangePasswordErrors,
  type TChangePasswordField,
  type TChangePasswordFormValues,
} from '../utils/validate-change-password-form';

const EMPTY_FORM: TChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

const FIELD_IDS: Record<TChangePasswordField, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmNewPassword: 'settings-confirm-new-password',
};

const HEADING_ID = 'change-password-heading';
const NEW_PASSWORD_HINT = 'At least 6 characters.';

/** Current, new and confirmed password; success keeps this session and ends the others. */
export function ChangePasswordForm() {
  const { values, bind, reset } = useFormFields(EMPTY_FORM);
  const [errors, setErrors] = useState<TChangePasswordErrors>({});
  const changePassword = useChangePassword();

  // Rendered before the focus moves, so the field is read out with its message.
  const showErrors = (next: TChangePasswordErrors) => {
    flushSync(() => setErrors(next));
    const first = firstFieldWithError(next);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changePassword.isPending) return;
    const { request, errors: problems } = validateChangePasswordForm(values);
    if (!request) {
      showErrors(problems);
      return;
    }
    setErrors({});
    changePassword.mutate(request, {
      onSuccess: reset,
      onError: (error) => {
        const failure = describeChangePasswordFailure(error);
        if (failure.field) showErrors({ [failure.field]: failure.message });
        else toast({ ...failure.problem, variant: 'destructive' });
      },
    });
  };

  /** The input's value and setter, its error wiring, and a typed change clears its message. */
  const fieldProps = (name: TChangePasswordField, hintId?: string) => {
    const error = errors[name];
    const { onChange, ...bound } = bind(name);
    const describedBy = error ? errorIdFor(FIELD_IDS[name]) : hintId;
    return {
      ...bound,
      id: FIELD_IDS[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange(event);
        if (error) setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    };
  };

  return (
    <Card>
      <CardHeader>
        <h2 id={HEADING_ID} className="text-lg font-semibold text-card-foreground">
          Change password
        </h2>
        <CardDescription>
          Every other device where you are signed in is signed out. This one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* noValidate: each message is shown beside its field, not in the browser's bubbles. */}
        <form noValidate onSubmit={handleSubmit} aria-labelledby={HEADING_ID}>
          <fieldset disabled={changePassword.isPending} className="grid gap-4">
            <FormField
              htmlFor={FIELD_IDS.currentPassword}
              label="Current password"
              error={errors.currentPassword}
            >
              <PasswordInput autoComplete="current-password" {...fieldProps('currentPassword')} />
            </FormField>
            <FormField
              htmlFor={FIELD_IDS.newPassword}
              label="New password"
              hint={NEW_PASSWORD_HINT}
              error={errors.newPassword}
            >
              <PasswordInput
                autoComplete="new-password"
                {...fieldProps('newPassword', hintIdFor(FIELD_IDS.newPassword))}
              />
            </FormField>
            <FormField
              htmlFor={FIELD_IDS.confirmNewPassword}
              label="Confirm new password"
              error={errors.confirmNewPassword}
            >
              <PasswordInput autoComplete="new-password" {...fieldProps('confirmNewPassword')} />
            </FormField>
            <div className="flex justify-end pt-2">
              <Button
                type="submit"
                className="w-full sm:w-auto"
                disabled={changePassword.isPending}
                aria-busy={changePassword.isPending}
              >
                {changePassword.isPending && (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                )}
                {changePassword.isPending ? 'Changing password...' : 'Change password'}
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
