import { ZSignInForm, type TAuthResponse, type TSignInFormValues } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardFooter } from '@manifest/ui/card';
import { Checkbox } from '@manifest/ui/checkbox';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  LabeledField,
  useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PasswordInput } from '../../../components/password-input';
import { useSignIn } from '../api/sign-in';
import { describeSignInFailure } from '../utils/describe-sign-in-failure';
import { validateSignInForm } from '../utils/validate-sign-in-form';
import { AuthCardHeader } from './auth-card-header';
import { OrDivider } from '../../../components/or-divider';
import { SubmitButton } from '../../../components/submit-button';
import { GoogleButton } from './google-button';

const EMPTY_FORM: TSignInFormValues = { email: '', password: '', rememberMe: false };

type TSignInFormProps = {
  onSignedIn: (session: TAuthResponse) => void;
  /** The page sign-in was opened for, for 'Continue with Google' to come back to. */
  returnPath?: string;
};

export function SignInForm({ onSignedIn, returnPath }: TSignInFormProps) {
  const form = useZodForm(ZSignInForm, { defaultValues: EMPTY_FORM });
  const signIn = useSignIn();

  const handleSubmit = form.handleSubmit((values) => {
    if (signIn.isPending) return;
    const problem = validateSignInForm(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    signIn.mutate(
      { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
      {
        onSuccess: onSignedIn,
        onError: (error) => toast({ ...describeSignInFailure(error), variant: 'destructive' }),
      },
    );
  });

  return (
    <Card className="border-violet-200/70 shadow-xl shadow-violet-200/50">
      <AuthCardHeader
        icon={LogIn}
        title="Welcome Back"
        description="Sign in to continue your transformation"
      />

      <CardContent>
        <Form {...form}>
          {/* noValidate: the spec's check speaks through a toast, not the browser's bubbles. */}
          <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
            <fieldset disabled={signIn.isPending} className="grid gap-4">
              <LabeledField
                control={form.control}
                name="email"
                label="Email Address"
                render={({ field }) => (
                  <Input
                    data-testid="signin-email"
                    type="email"
                    autoComplete="email"
                    spellCheck={false}
                    placeholder="you@example.com"
                    {...field}
                  />
                )}
              />
              <LabeledField
                control={form.control}
                name="password"
                label="Password"
                render={({ field }) => (
                  <PasswordInput
                    data-testid="signin-password"
                    autoComplete="current-password"
                    {...field}
                  />
                )}
              />
              <div className="flex items-center justify-between gap-3 text-sm">
                {/* The spec's 'Remember me' had no effect; ours keeps the session 30 days
                    instead of ending it after a day unused. */}
                <FormField
                  control={form.control}
                  name="rememberMe"
                  render={({ field: { value, onChange, ...field } }) => (
                    <FormItem className="flex items-center gap-2">
                      <FormControl>
                        <Checkbox checked={value} onCheckedChange={onChange} {...field} />
                      </FormControl>
                      <FormLabel className="font-normal">Remember me</FormLabel>
                    </FormItem>
                  )}
                />
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
        </Form>
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
