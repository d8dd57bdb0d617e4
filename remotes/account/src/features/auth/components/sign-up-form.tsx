import { storeSession } from '@manifest/api-client/session-storage';
import { ZSignUpForm, type TAuthResponse } from '@manifest/contracts/auth';
import { Card, CardContent, CardFooter } from '@manifest/ui/card';
import { Form, useZodForm } from '@manifest/ui/form';
import { dismissToast, toast } from '@manifest/ui/use-toast';
import { LockKeyhole, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { EMPTY_SIGN_UP_FORM, SignUpFields } from '../../../components/sign-up-fields';
import { passwordProblemOf } from '../../../utils/password-problem';
import { useSignUp } from '../api/sign-up';
import { readBrowserTimeZone } from '../utils/browser-time-zone';
import { describeSignUpFailure } from '../utils/describe-sign-up-failure';
import { toSignUpRequest } from '../utils/to-sign-up-request';
import { validateSignUpForm } from '../utils/validate-sign-up-form';
import { AuthCardHeader } from './auth-card-header';
import { OrDivider } from '../../../components/or-divider';
import { SubmitButton } from '../../../components/submit-button';
import { GoogleButton } from './google-button';

type TSignUpFormProps = {
  /** Called once the account exists and its session is stored. */
  onSignedUp: (session: TAuthResponse) => void;
};

export function SignUpForm({ onSignedUp }: TSignUpFormProps) {
  const form = useZodForm(ZSignUpForm, { defaultValues: EMPTY_SIGN_UP_FORM });
  const signUp = useSignUp();

  const handleSubmit = form.handleSubmit((values) => {
    if (signUp.isPending) return;
    const problem = validateSignUpForm(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    signUp.mutate(toSignUpRequest(values, readBrowserTimeZone()), {
      onSuccess: (session) => {
        storeSession(session.token, session.user);
        // An earlier attempt's error toast would contradict the welcome screen.
        dismissToast();
        onSignedUp(session);
      },
      onError: (error) => {
        // Shown beside the field until the password it was about changes.
        const problem = passwordProblemOf(error, 'password');
        if (problem) form.setError('password', { type: 'server', message: problem.message });
        // The spec's toast for what the server refused; the browser's own check speaks beside the field only.
        if (!problem?.isLocal) toast({ ...describeSignUpFailure(error), variant: 'destructive' });
      },
    });
  });

  return (
    <Card className="border-violet-200/70 shadow-xl shadow-violet-200/50">
      <AuthCardHeader
        icon={Sparkles}
        title="Start Your Transformation"
        description="Join thousands achieving their dreams"
      >
        <p className="mt-3 w-full rounded-md bg-secondary px-3 py-2 text-sm font-semibold text-balance text-secondary-foreground">
          7-Day Free Trial • $9.99/month after
        </p>
      </AuthCardHeader>

      <CardContent>
        <Form {...form}>
          {/* noValidate: the spec's checks run in order and speak through toasts. */}
          <form noValidate onSubmit={handleSubmit} aria-label="Sign up">
            <fieldset disabled={signUp.isPending} className="grid gap-4">
              <SignUpFields
                form={form}
                idPrefix="signup"
                passwordLabel="Create Password"
                confirm="below"
                hasNamePlaceholders
                hasEmailPlaceholder
              />
              <SubmitButton
                isBusy={signUp.isPending}
                label="Start Your Free Trial"
                busyLabel="Creating Your Account..."
                testId="signup-submit"
              />
            </fieldset>
          </form>
        </Form>
        <div className="mt-5 grid gap-5">
          <OrDivider text="or" />
          <GoogleButton isDisabled={signUp.isPending} />
        </div>
      </CardContent>

      <CardFooter className="flex-col gap-3 text-center text-sm text-muted-foreground">
        <p>
          Already have an account?{' '}
          <Link
            to="/signin"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Sign in here
          </Link>
        </p>
        <p className="flex items-center justify-center gap-1.5 text-xs text-balance">
          <LockKeyhole className="size-3.5" aria-hidden="true" />
          Your connection is secured by 256-bit SSL encryption
        </p>
      </CardFooter>
    </Card>
  );
}
