import { storeSession } from '@manifest/api-client/session-storage';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import { Input } from '@manifest/ui/input';
import { dismissToast, toast } from '@manifest/ui/use-toast';
import { cn } from '@manifest/ui/cn';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { errorIdFor, FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { SubmitButton } from '../../../components/submit-button';
import { useFormFields } from '../../../hooks/use-form-fields';
import { usePasswordStrength } from '../../../hooks/use-password-strength';
import { passwordProblemOf, type TPasswordProblem } from '../../../utils/password-problem';
import { checkNewPassword } from '../../../utils/weak-password';
import { signUp } from '../../auth/api/sign-up';
import { OrDivider } from '../../../components/or-divider';
import { GoogleButton } from '../../auth/components/google-button';
import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import type { TSignUpFormValues } from '../../auth/utils/validate-sign-up-form';
import { CardField } from '../../payments/components/card-field';
import { useCardActions } from '../../payments/hooks/use-card-actions';
import { describeModalSignUpFailure } from '../utils/describe-modal-sign-up-failure';
import { validateModalSignUp } from '../utils/validate-modal-sign-up';

const PASSWORD_ID = 'modal-password';
const STRENGTH_ID = 'modal-password-strength';

const EMPTY_FORM: TSignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * The landing modal's sign-up (spec 000 sections 2 and 5): the browser checks the
 * five fields, then the spec's checks in order; the card becomes a payment method
 * first, then the account and its trial are created together.
 */
export function SignUpModalForm({ onSignedUp }: { onSignedUp: (session: TAuthResponse) => void }) {
  const { values, bind } = useFormFields(EMPTY_FORM);
  const card = useCardActions();
  const strength = usePasswordStrength(values.password, values);
  const [refusal, setRefusal] = useState<TPasswordProblem | null>(null);
  const passwordError = refusal?.password === values.password ? refusal.message : undefined;
  const createAccount = useMutation({
    mutationFn: async () => {
      // Before the card: a password the API would refuse must not cost a payment method.
      await checkNewPassword(values.password, values, 'Password');
      const paymentMethodId = await card.createPaymentMethod({
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        email: values.email.trim(),
      });
      return signUp({
        ...values,
        paymentMethodId,
        startTrial: true,
        timeZone: readBrowserTimeZone(),
      });
    },
    onSuccess: (session) => {
      storeSession(session.token, session.user);
      dismissToast();
      onSignedUp(session);
    },
    onError: (error) => {
      const problem = passwordProblemOf(error, 'password', values.password);
      setRefusal(problem);
      if (!problem?.isLocal)
        toast({ ...describeModalSignUpFailure(error), variant: 'destructive' });
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createAccount.isPending) return;
    const problem = validateModalSignUp(values, card.isReady);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    createAccount.mutate();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Create your account" className="grid gap-5">
      <GoogleButton isDisabled={createAccount.isPending} />
      <OrDivider text="or sign up with email" />
      <fieldset disabled={createAccount.isPending} className="grid min-w-0 gap-4">
        <legend className="mb-3 text-sm font-semibold text-foreground">Personal Information</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField htmlFor="modal-first-name" label="First Name">
            <Input
              id="modal-first-name"
              required
              autoComplete="given-name"
              {...bind('firstName')}
            />
          </FormField>
          <FormField htmlFor="modal-last-name" label="Last Name">
            <Input id="modal-last-name" required autoComplete="family-name" {...bind('lastName')} />
          </FormField>
        </div>
        <FormField htmlFor="modal-email" label="Email Address">
          <Input
            id="modal-email"
            type="email"
            required
            autoComplete="email"
            spellCheck={false}
            placeholder="you@example.com"
            {...bind('email')}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField htmlFor={PASSWORD_ID} label="Password" error={passwordError}>
            <PasswordInput
              id={PASSWORD_ID}
              required
              autoComplete="new-password"
              placeholder="At least 6 characters"
              aria-invalid={passwordError !== undefined}
              aria-describedby={cn(STRENGTH_ID, passwordError && errorIdFor(PASSWORD_ID))}
              onFocus={preloadPasswordChecker}
              {...bind('password')}
            />
          </FormField>
          <FormField htmlFor="modal-confirm-password" label="Confirm Password">
            <Input
              id="modal-confirm-password"
              type="password"
              required
              autoComplete="new-password"
              {...bind('confirmPassword')}
            />
          </FormField>
        </div>
        <PasswordStrengthMeter view={strength} id={STRENGTH_ID} showAdvice={!passwordError} />
        <CardField label="Payment Information" />
        <p className="text-xs text-muted-foreground">
          Nothing is charged today. After 7 days your card is charged $9.99 a month; cancel anytime
          before and you pay nothing.
        </p>
        <SubmitButton
          isBusy={createAccount.isPending}
          label="Start My 7-Day Free Trial"
          busyLabel="Creating Your Account..."
        />
      </fieldset>
      <OrDivider text="or" />
      <GoogleButton isDisabled={createAccount.isPending} />
    </form>
  );
}
