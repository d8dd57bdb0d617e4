import { useAuth } from '@manifest/auth/auth-provider';
import { DELETE_RECENT_SIGNIN_MINUTES } from '@manifest/contracts/account-data';
import type { TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@manifest/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { PasswordInput } from '../../../components/password-input';
import { useDeleteAccount } from '../api/delete-account';
import {
  deleteAccountFormSchema,
  EMPTY_DELETE_ACCOUNT_FORM,
  isAccountEmail,
  toDeleteAccountRequest,
} from '../utils/delete-account-form-schema';
import { describeDeleteAccountFailure } from '../utils/describe-delete-account-failure';

/**
 * Deletes the account for good once its email is typed and the owner proves it is
 * them: the password, or for an account without one a sign-in of the last minutes.
 */
export function DeleteAccountDialog({ user }: { user: TUser }) {
  const { email, hasPassword } = user;
  const schema = useMemo(
    () => deleteAccountFormSchema({ email, hasPassword }),
    [email, hasPassword],
  );
  const form = useZodForm(schema, { defaultValues: EMPTY_DELETE_ACCOUNT_FORM });
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // The server's words when this session is too old to delete an account without a password.
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const isConfirmed = isAccountEmail(form.watch('confirmEmail'), user);

  // The field the server refused gets focus once the fieldset is enabled again.
  const { errors } = form.formState;
  const refusedField = (['confirmEmail', 'password'] as const).find(
    (name) => errors[name]?.type === 'server',
  );
  const { setFocus } = form;
  useEffect(() => {
    if (!remove.isPending && refusedField) setFocus(refusedField);
  }, [remove.isPending, refusedField, setFocus]);

  const handleValid = form.handleSubmit((values) =>
    remove.mutateAsync(toDeleteAccountRequest(values, { email, hasPassword })).then(
      () => {
        // Once signed out: the shell sends a signed-out /settings to sign in first.
        void signOut().then(() => navigate('/', { replace: true }));
        toast({
          title: 'Account deleted',
          description:
            'Your account and all its data are gone. A confirmation email is on its way.',
        });
      },
      (error: unknown) => {
        const failure = describeDeleteAccountFailure(error);
        if (failure.kind === 'field') {
          form.setError(failure.field, { type: 'server', message: failure.message });
        } else if (failure.kind === 'signInAgain') {
          setSignInAgain(failure.message);
        } else {
          toast({ ...failure.problem, variant: 'destructive' });
        }
      },
    ),
  );

  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    form.reset(EMPTY_DELETE_ACCOUNT_FORM);
    setSignInAgain(null);
  };

  const handleSignInAgain = () => {
    void signOut().then(() => navigate('/signin'));
  };

  return (
    <Dialog onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent hasCloseButton={!remove.isPending}>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your goals, tasks, vision board, history, points and badges are deleted for good, and
            any subscription is cancelled. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          {/* noValidate: each message is shown beside its field, not in the browser's bubbles. */}
          <form noValidate onSubmit={handleValid} aria-label="Delete your account">
            <fieldset disabled={remove.isPending} className="grid gap-4">
              <FormField
                control={form.control}
                name="confirmEmail"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Type {email} to confirm</FormLabel>
                    <FormControl>
                      <Input type="email" autoComplete="off" spellCheck={false} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {hasPassword ? (
                <FormField
                  control={form.control}
                  name="password"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Your password</FormLabel>
                      <FormControl>
                        <PasswordInput autoComplete="current-password" {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Your account has no password, so a recent sign-in confirms it is you: it can be
                  deleted within {DELETE_RECENT_SIGNIN_MINUTES} minutes of signing in.
                </p>
              )}
              {signInAgain ? (
                <div
                  role="alert"
                  className="grid gap-3 rounded-md border border-destructive/50 p-3 text-sm"
                >
                  <p className="font-medium text-destructive">{signInAgain}</p>
                  <Button
                    type="button"
                    variant="outline"
                    className="justify-self-start"
                    onClick={handleSignInAgain}
                  >
                    Sign in again
                  </Button>
                </div>
              ) : null}
              <DialogFooter className="pt-2">
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    Keep my account
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!isConfirmed || remove.isPending}
                  aria-busy={remove.isPending}
                >
                  {remove.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  Delete my account permanently
                </Button>
              </DialogFooter>
            </fieldset>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
