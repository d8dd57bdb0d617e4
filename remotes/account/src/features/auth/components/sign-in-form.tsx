import type { TAuthResponse } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardFooter } from '@manifest/ui/card';
import { Checkbox } from '@manifest/ui/checkbox';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { toast } from '@manifest/ui/use-toast';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useSignIn } from '../api/sign-in';
import { describeSignInFailure } from '../utils/describe-sign-in-failure';
import { validateSignInForm, type TSignInFormValues } from '../utils/validate-sign-in-form';
import { AuthCardHeader } from './auth-card-header';
import { OrDivider } from '../../../components/or-divider';
import { SubmitButton } from '../../../components/submit-button';
import { GoogleButton } from './google-button';

const EMPTY_FORM: TSignInFormValues = { email: '', password: '' };

type TSignInFormProps = {
  onSignedIn: (session: TAuthResponse) => void;
  /** The page sign-in was opened for, for 'Continue with Google' to come back to. */
  returnPath?: string;
};

export function SignInForm({ onSignedIn, returnPath }: TSignInFormProps) {
  const { values, bind } = useFormFields(EMPTY_FORM);
  const [rememberMe, setRememberMe] = useState(false);
  const signIn = useSignIn();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const problem = validateSignInForm(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    signIn.mutate(
      { email: values.email.trim(), password: values.password, rememberMe },
      {
        onSuccess: onSignedIn,
        onError: (error) => toast({ ...describeSignInFailure(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card className="border-violet-200/70 shadow-xl shadow-violet-200/50">
      <AuthCardHeader
        icon={LogIn}
        title="Welcome Back"
        description="Sign in to continue your transformation"
      />

      <CardContent>
        {/* noValidate: the spec's check speaks through a toast, not the browser's bubbles. */}
        <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
          <fieldset disabled={signIn.isPending} className="grid gap-4">
            <FormField htmlFor="signin-email" label="Email Address">
              <Input
                id="signin-email"
                data-testid="signin-email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                placeholder="you@example.com"
                {...bind('email')}
              />
            </FormField>
            <FormField htmlFor="signin-password" label="Password">
              <PasswordInput
                id="signin-password"
                data-testid="signin-password"
                autoComplete="current-password"
                {...bind('password')}
              />
            </FormField>
            <div className="flex items-center justify-between gap-3 text-sm">
              {/* The spec's 'Remember me' had no effect; ours keeps the session 30 days
                  instead of ending it after a day unused. */}
              <div className="flex items-center gap-2">
                <Checkbox
                  id="signin-remember-me"
                  checked={rememberMe}
                  onCheckedChange={setRememberMe}
                />
                <Label htmlFor="signin-remember-me" className="font-normal">
                  Remember me
                </Label>
              </div>
              <Link
                to="/forgot-password"
                className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            <SubmitButton
              isBusy={signIn.isPending}
              label="Sign In to Continue"
              busyLabel="Signing In..."
              testId="signin-submit"
            />
          </fieldset>
        </form>
        <div className="mt-5 grid gap-5">
          <OrDivider text="or" />
          <GoogleButton isDisabled={signIn.isPending} returnPath={returnPath} />
        </div>
      </CardContent>

      <CardFooter className="flex-col gap-3">
        <div className="flex w-full items-center gap-3 text-xs text-muted-foreground">
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
          New here?
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
        </div>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to="/signup">Create Free Account</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
