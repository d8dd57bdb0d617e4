import { storeSession } from '@manifest/api-client/session-storage';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import { Card, CardContent, CardFooter } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { Input } from '@manifest/ui/input';
import { dismissToast, toast } from '@manifest/ui/use-toast';
import { LockKeyhole, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { errorIdFor, FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useFormFields } from '../../../hooks/use-form-fields';
import { usePasswordStrength } from '../../../hooks/use-password-strength';
import { passwordProblemOf, type TPasswordProblem } from '../../../utils/password-problem';
import { useSignUp } from '../api/sign-up';
import { readBrowserTimeZone } from '../utils/browser-time-zone';
import { describeSignUpFailure } from '../utils/describe-sign-up-failure';
import { toSignUpRequest } from '../utils/to-sign-up-request';
import { validateSignUpForm, type TSignUpFormValues } from '../utils/validate-sign-up-form';
import { AuthCardHeader } from './auth-card-header';
import { OrDivider } from '../../../components/or-divider';
import { SubmitButton } from '../../../components/submit-button';
import { GoogleButton } from './google-button';

const PASSWORD_ID = 'signup-password';
const STRENGTH_ID = 'signup-password-strength';

const EMPTY_FORM: TSignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

type TSignUpFormProps = {
  /** Called once the account exists and its session is stored. */
  onSignedUp: (session: TAuthResponse) => void;
};

export function SignUpForm({ onSignedUp }: TSignUpFormProps) {
  const { values, bind } = useFormFields(EMPTY_FORM);
  const signUp = useSignUp();
  const strength = usePasswordStrength(values.password, values);
  // Shown beside the field until the password it was about changes.
  const [refusal, setRefusal] = useState<TPasswordProblem | null>(null);
  const passwordError = refusal?.password === values.password ? refusal.message : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
        const problem = passwordProblemOf(error, 'password', values.password);
        setRefusal(problem);
        // The spec's toast for what the server refused; the browser's own check speaks beside the field only.
        if (!problem?.isLocal) toast({ ...describeSignUpFailure(error), variant: 'destructive' });
      },
    });
  };

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
        {/* noValidate: the spec's checks run in order and speak through toasts. */}
        <form noValidate onSubmit={handleSubmit} aria-label="Sign up">
          <fieldset disabled={signUp.isPending} className="grid gap-4">
            <div className="grid grid-cols-2 gap-3">
              <FormField htmlFor="signup-first-name" label="First Name">
                <Input
                  id="signup-first-name"
                  data-testid="signup-first-name"
                  autoComplete="given-name"
                  autoCapitalize="words"
                  placeholder="Jane"
                  {...bind('firstName')}
                />
              </FormField>
              <FormField htmlFor="signup-last-name" label="Last Name">
                <Input
                  id="signup-last-name"
                  data-testid="signup-last-name"
                  autoComplete="family-name"
                  autoCapitalize="words"
                  placeholder="Doe"
                  {...bind('lastName')}
                />
              </FormField>
            </div>
            <FormField htmlFor="signup-email" label="Email Address">
              <Input
                id="signup-email"
                data-testid="signup-email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                placeholder="you@example.com"
                {...bind('email')}
              />
            </FormField>
            <FormField htmlFor={PASSWORD_ID} label="Create Password" error={passwordError}>
              <PasswordInput
                id={PASSWORD_ID}
                data-testid="signup-password"
                autoComplete="new-password"
                placeholder="At least 6 characters"
                aria-invalid={passwordError !== undefined}
                aria-describedby={cn(STRENGTH_ID, passwordError && errorIdFor(PASSWORD_ID))}
                onFocus={preloadPasswordChecker}
                {...bind('password')}
              />
              <PasswordStrengthMeter view={strength} id={STRENGTH_ID} showAdvice={!passwordError} />
            </FormField>
            <FormField htmlFor="signup-confirm-password" label="Confirm Password">
              <Input
                id="signup-confirm-password"
                data-testid="signup-confirm-password"
                type="password"
                autoComplete="new-password"
                {...bind('confirmPassword')}
              />
            </FormField>
            <SubmitButton
              isBusy={signUp.isPending}
              label="Start Your Free Trial"
              busyLabel="Creating Your Account..."
              testId="signup-submit"
            />
          </fieldset>
        </form>
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
