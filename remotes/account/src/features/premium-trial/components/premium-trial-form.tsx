import { storeSession } from '@manifest/api-client/session-storage';
import { ZSignUpForm, type TAuthResponse } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Form, useZodForm } from '@manifest/ui/form';
import { toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';

import { EMPTY_SIGN_UP_FORM, SignUpFields } from '../../../components/sign-up-fields';
import { SubmitButton } from '../../../components/submit-button';
import { passwordProblemOf } from '../../../utils/password-problem';
import { checkNewPassword } from '../../../utils/weak-password';
import { signUp } from '../../auth/api/sign-up';
import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { CardField } from '../../payments/components/card-field';
import { useCardActions } from '../../payments/hooks/use-card-actions';
import { describeCardStepFailure } from '../../payments/utils/describe-payment-failure';
import { validatePremiumTrialInfo } from '../utils/premium-trial-info';
import {
  MISSING_FIELDS_FOR_WALLET,
  PAYPAL_COMING_SOON,
  TRIAL_START_FAILED,
} from '../utils/premium-trial-texts';
import { WalletButton } from './wallet-button';

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
  // The sign-up fields without the confirmation, which stays empty and is never sent.
  const form = useZodForm(ZSignUpForm, { defaultValues: EMPTY_SIGN_UP_FORM });
  const values = form.watch();
  const card = useCardActions();
  const [isCardReady, setIsCardReady] = useState(false);
  // Beside the field until the password it was about changes.
  const refusePassword = (error: unknown) => {
    const problem = passwordProblemOf(error, 'password');
    if (problem) form.setError('password', { type: 'server', message: problem.message });
    return problem;
  };

  // The password is checked as the API will before the card step, so nobody
  // enters a card only to be sent back for the password.
  const confirmInfo = useMutation({
    mutationFn: () => checkNewPassword(values.password, values, 'Password'),
    onSuccess: () => setStep('payment'),
    onError: refusePassword,
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
      if (refusePassword(error)) setStep('info');
    },
  });
  const startWithWallet = useCallback(
    async (paymentMethodId: string) => {
      await start.mutateAsync(paymentMethodId);
    },
    [start],
  );

  const handleInfo = form.handleSubmit((info) => {
    const problem = validatePremiumTrialInfo(info);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!confirmInfo.isPending) confirmInfo.mutate();
  });

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
      <Form {...form}>
        <form onSubmit={handleInfo} noValidate aria-label="Your information" className="grid gap-4">
          <SignUpFields form={form} idPrefix="trial" passwordLabel="Create Password" />
          <Button type="submit" size="lg" disabled={confirmInfo.isPending}>
            Continue to Payment
          </Button>
        </form>
      </Form>
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
