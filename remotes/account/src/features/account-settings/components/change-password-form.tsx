import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { useAuth } from '@manifest/auth/auth-provider';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';

import { PasswordInput } from '../../../components/password-input';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { usePasswordStrength } from '../../../hooks/use-password-strength';
import { checkNewPassword, WeakPasswordError } from '../../../utils/weak-password';
import { useChangePassword } from '../api/change-password';
import {
  EMPTY_CHANGE_PASSWORD_FORM,
  toChangePasswordRequest,
  ZChangePasswordForm,
  type TChangePasswordFormValues,
} from '../utils/change-password-form-schema';
import { describeChangePasswordFailure } from '../utils/describe-change-password-failure';

const HEADING_ID = 'change-password-heading';
const STRENGTH_ID = 'new-password-strength';

type TPasswordField = {
  name: keyof TChangePasswordFormValues;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  description?: string;
};

const FIELDS: readonly TPasswordField[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 6 characters.',
  },
  { name: 'confirmNewPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Current, new and confirmed password; success keeps this session and ends the others. */
export function ChangePasswordForm() {
  const form = useZodForm(ZChangePasswordForm, { defaultValues: EMPTY_CHANGE_PASSWORD_FORM });
  const changePassword = useChangePassword();
  const { user } = useAuth();
  const person = { firstName: user?.firstName, lastName: user?.lastName, email: user?.email };
  const strength = usePasswordStrength(form.watch('newPassword'), person);
  // The field the server refused gets focus once the fieldset is enabled again.
  const { errors } = form.formState;
  const refusedField = FIELDS.find(({ name }) => errors[name]?.type === 'server')?.name;
  const { setFocus } = form;
  useEffect(() => {
    if (!changePassword.isPending && refusedField) setFocus(refusedField);
  }, [changePassword.isPending, refusedField, setFocus]);

  const handleValid = form.handleSubmit((values) =>
    checkNewPassword(values.newPassword, person, 'New password')
      .then(() => changePassword.mutateAsync(toChangePasswordRequest(values)))
      .then(
        () => form.reset(EMPTY_CHANGE_PASSWORD_FORM),
        (error: unknown) => {
          if (error instanceof WeakPasswordError) {
            form.setError('newPassword', { type: 'server', message: error.message });
            return;
          }
          const failure = describeChangePasswordFailure(error);
          if (failure.field) {
            form.setError(failure.field, { type: 'server', message: failure.message });
          } else {
            toast({ ...failure.problem, variant: 'destructive' });
          }
        },
      ),
  );

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
        <Form {...form}>
          {/* noValidate: each message is shown beside its field, not in the browser's bubbles. */}
          <form noValidate onSubmit={handleValid} aria-labelledby={HEADING_ID}>
            <fieldset disabled={changePassword.isPending} className="grid gap-4">
              {FIELDS.map(({ name, label, autoComplete, description }) => (
                <FormField
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <FormItem>
                      <FormLabel>{label}</FormLabel>
                      <FormControl>
                        <PasswordInput
                          autoComplete={autoComplete}
                          onFocus={name === 'newPassword' ? preloadPasswordChecker : undefined}
                          {...field}
                        />
                      </FormControl>
                      {description ? <FormDescription>{description}</FormDescription> : null}
                      {name === 'newPassword' ? (
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
        </Form>
      </CardContent>
    </Card>
  );
}
