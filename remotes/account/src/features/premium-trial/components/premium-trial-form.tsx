import { storeSession } from '@manifest/api-client/session-storage';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { preloadPasswordChecker } from '@manifest/password-strength/password-strength';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';

import { errorIdFor, FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { SubmitButton } from '../../../components/submit-button';
import { useFormFields } from '../../../hooks/use-form-fields';
import { usePasswordStrength } from '../../../hooks/use-password-strength';
import { passwordProblemOf, type TPasswordProblem } from '../../../utils/password-problem';
import { checkNewPassword } from '../../../utils/weak-password';
import { signUp } from '../../auth/api/sign-up';
import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { CardField } from '../../payments/components/card-field';
import { useCardActions } from '../../payments/hooks/use-card-actions';
import { describeCardStepFailure } from '../../payments/utils/describe-payment-failure';
import { validatePremiumTrialInfo, type TPremiumTrialInfo } from '../utils/premium-trial-info';
import {
  MISSING_FIELDS_FOR_WALLET,
  PAYPAL_COMING_SOON,
  TRIAL_START_FAILED,
} from '../utils/premium-trial-texts';
import { WalletButton } from './wallet-button';

const PASSWORD_ID = 'trial-password';
const STRENGTH_ID = 'trial-password-strength';

type TPremiumTrialFormProps = {
  /** The account exists, its trial runs and its session is stored. */
  onStarted: (session: TAuthResponse) => void;
};

/**
 * The info and payment steps of a trial sign-up (spec 001 sections 2, 5, 7, 8), for
 * a visitor (the route is signed-out only): the spec's three fields and a password,
 * then the card; the account and its trial subscription are created together.
 */
export function PremiumTrialForm({ onStarted }: TPremiumTrialFormProps) {
  const [step, setStep] = useState<'info' | 'payment'>('info');
  const { values, bind } = useFormFields<TPremiumTrialInfo>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const card = useCardActions();
  const [isCardReady, setIsCardReady] = useState(false);
  const strength = usePasswordStrength(values.password, values);
  const [refusal, setRefusal] = useState<TPasswordProblem | null>(null);
  const passwordError = refusal?.password === values.password ? refusal.message : undefined;

  // The password is checked as the API will before the card step, so nobody
  // enters a card only to be sent back for the password.
  const confirmInfo = useMutation({
    mutationFn: () => checkNewPassword(values.password, values, 'Password'),
    onSuccess: () => setStep('payment'),
    onError: (error) => setRefusal(passwordProblemOf(error, 'password', values.password)),
  });

  const start = useMutation({
    mutationFn: async (walletPaymentMethodId?: string): Promise<TAuthResponse> => {
      const info = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      };
      const paymentMethodId =
        walletPaymentMethodId ??
        (await card.createPaymentMethod({
          name: `${info.firstName} ${info.lastName}`,
          email: info.email,
        }));
      const session = await signUp({
        ...info,
        password: values.password,
        paymentMethodId,
        startTrial: true,
        timeZone: readBrowserTimeZone(),
      });
      storeSession(session.token, session.user);
      return session;
    },
    onSuccess: onStarted,
    onError: (error) => {
      toast({ ...describeCardStepFailure(error, TRIAL_START_FAILED), variant: 'destructive' });
      const problem = passwordProblemOf(error, 'password', values.password);
      if (problem) {
        setRefusal(problem);
        setStep('info');
      }
    },
  });
  const startWithWallet = useCallback(
    async (paymentMethodId: string) => {
      await start.mutateAsync(paymentMethodId);
    },
    [start],
  );

  const handleInfo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validatePremiumTrialInfo(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!confirmInfo.isPending) confirmInfo.mutate();
  };

  const handlePayment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!card.isReady || !isCardReady || start.isPending) return;
    start.mutate(undefined);
  };

  const handlePayPal = () => {
    const isMissing = [values.firstName, values.lastName, values.email].some((v) => !v.trim());
    toast(
      isMissing ? { ...MISSING_FIELDS_FOR_WALLET, variant: 'destructive' } : PAYPAL_COMING_SOON,
    );
  };

  if (step === 'info') {
    return (
      <form onSubmit={handleInfo} noValidate aria-label="Your information" className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <FormField htmlFor="trial-first-name" label="First Name">
            <Input id="trial-first-name" autoComplete="given-name" {...bind('firstName')} />
          </FormField>
          <FormField htmlFor="trial-last-name" label="Last Name">
            <Input id="trial-last-name" autoComplete="family-name" {...bind('lastName')} />
          </FormField>
        </div>
        <FormField htmlFor="trial-email" label="Email Address">
          <Input id="trial-email" type="email" autoComplete="email" {...bind('email')} />
        </FormField>
        <FormField htmlFor={PASSWORD_ID} label="Create Password" error={passwordError}>
          <PasswordInput
            id={PASSWORD_ID}
            autoComplete="new-password"
            placeholder="At least 6 characters"
            aria-invalid={passwordError !== undefined}
            aria-describedby={cn(STRENGTH_ID, passwordError && errorIdFor(PASSWORD_ID))}
            onFocus={preloadPasswordChecker}
            {...bind('password')}
          />
          <PasswordStrengthMeter view={strength} id={STRENGTH_ID} showAdvice={!passwordError} />
        </FormField>
        <Button type="submit" size="lg" disabled={confirmInfo.isPending}>
          Continue to Payment
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={handlePayment} aria-label="Payment" className="grid gap-4">
      <fieldset disabled={start.isPending} className="grid min-w-0 gap-4">
        <WalletButton onPaymentMethod={startWithWallet} />
        <CardField onReady={() => setIsCardReady(true)} />
        <p className="text-xs text-muted-foreground">
          Nothing is charged today. After 7 days your card is charged $9.99 a month until you
          cancel.
        </p>
        <SubmitButton
          isBusy={start.isPending}
          isDisabled={!isCardReady}
          label="Start 7-Day Free Trial"
          busyLabel="Processing..."
        />
        <Button type="button" variant="outline" onClick={handlePayPal}>
          Pay with PayPal
        </Button>
        <Button type="button" variant="ghost" onClick={() => setStep('info')}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </fieldset>
    </form>
  );
}
