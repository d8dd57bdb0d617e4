import { serverMessage } from '@manifest/api-client/request';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import { Button } from '@manifest/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';

import { PasswordInput } from '../../../components/password-input';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { usePasswordStrength } from '../../../hooks/use-password-strength';
import { passwordProblemOf } from '../../../utils/password-problem';
import { checkNewPassword } from '../../../utils/weak-password';
import { useResetPassword } from '../api/reset-password';
import {
  ZResetPasswordForm,
  type TResetPasswordFormValues,
} from '../utils/reset-password-form-schema';

const FIELDS = [
  { name: 'password', label: 'New Password' },
  { name: 'confirmPassword', label: 'Confirm New Password' },
] as const satisfies ReadonlyArray<{ name: keyof TResetPasswordFormValues; label: string }>;

const STRENGTH_ID = 'reset-password-strength';

type TResetPasswordFormProps = { token: string; onReset: (session: TAuthResponse) => void };

/** The new password, twice; the link's token proves who is asking. */
export function ResetPasswordForm({ token, onReset }: TResetPasswordFormProps) {
  const form = useZodForm(ZResetPasswordForm, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const password = form.watch('password');
  // Only the link knows whose account this is: the API also checks the password against their names.
  const strength = usePasswordStrength(password, {});

  const handleValid = form.handleSubmit((values) =>
    checkNewPassword(values.password, {}, 'Password')
      .then(() => reset.mutateAsync({ token, password: values.password }))
      .then(onReset, (error: unknown) => {
        const problem = passwordProblemOf(error, 'password');
        if (problem) {
          form.setError('password', { type: 'server', message: problem.message });
          return;
        }
        toast({
          title: 'Password not changed',
          description: serverMessage(error) ?? 'Please check your connection and try again.',
          variant: 'destructive',
        });
      }),
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
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <PasswordInput
                    autoComplete="new-password"
                    placeholder="At least 6 characters"
                    onFocus={name === 'password' ? preloadPasswordChecker : undefined}
                    {...field}
                  />
                </FormControl>
                {name === 'password' ? (
                  <PasswordStrengthMeter
                    view={strength}
                    id={STRENGTH_ID}
                    showAdvice={!fieldState.error}
                  />
                ) : null}
                <FormMessage />
              </FormItem>
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
