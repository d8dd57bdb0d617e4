import { serverMessage } from '@manifest/api-client/request';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';

import { PasswordInput } from '../../../components/password-input';
import { useResetPassword } from '../api/reset-password';
import {
  ZResetPasswordForm,
  type TResetPasswordFormValues,
} from '../utils/reset-password-form-schema';

const FIELDS = [
  { name: 'password', label: 'New Password' },
  { name: 'confirmPassword', label: 'Confirm New Password' },
] as const satisfies ReadonlyArray<{ name: keyof TResetPasswordFormValues; label: string }>;

type TResetPasswordFormProps = { token: string; onReset: (session: TAuthResponse) => void };

/** The new password, twice; the link's token proves who is asking. */
export function ResetPasswordForm({ token, onReset }: TResetPasswordFormProps) {
  const form = useZodForm(ZResetPasswordForm, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();

  const handleValid = form.handleSubmit((values) =>
    reset.mutateAsync({ token, password: values.password }).then(onReset, (error: unknown) =>
      toast({
        title: 'Password not changed',
        description: serverMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      }),
    ),
  );

  return (
    <Form {...form}>
      <form
        onSubmit={(event) => void handleValid(event)}
        noValidate
        className="grid gap-4"
        aria-label="New password"
      >
        {FIELDS.map(({ name, label }) => (
          <LabeledField
            key={name}
            control={form.control}
            name={name}
            label={label}
            render={({ field }) => (
              <PasswordInput
                autoComplete="new-password"
                placeholder="At least 6 characters"
                {...field}
              />
            )}
          />
        ))}
        <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {reset.isPending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Form>
  );
}
