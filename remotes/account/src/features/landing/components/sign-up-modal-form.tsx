import { storeSession } from '@manifest/api-client/session-storage';
import { ZSignUpForm, type TAuthResponse, type TSignUpFormValues } from '@manifest/contracts/auth';
import { Form, useZodForm } from '@manifest/ui/form';
import { dismissToast, toast } from '@manifest/ui/use-toast';
import { useMutation } from '@tanstack/react-query';

import { EMPTY_SIGN_UP_FORM, SignUpFields } from '../../../components/sign-up-fields';
import { SubmitButton } from '../../../components/submit-button';
import { passwordProblemOf } from '../../../utils/password-problem';
import { checkNewPassword } from '../../../utils/weak-password';
import { signUp } from '../../auth/api/sign-up';
import { OrDivider } from '../../../components/or-divider';
import { GoogleButton } from '../../auth/components/google-button';
import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { CardField } from '../../payments/components/card-field';
import { useCardActions } from '../../payments/hooks/use-card-actions';
import { describeModalSignUpFailure } from '../utils/describe-modal-sign-up-failure';
import { validateModalSignUp } from '../utils/validate-modal-sign-up';

/**
 * The landing modal's sign-up (spec 000 sections 2 and 5): the browser checks the
 * five fields, then the spec's checks in order; the card becomes a payment method
 * first, then the account and its trial are created together.
 */
export function SignUpModalForm({ onSignedUp }: { onSignedUp: (session: TAuthResponse) => void }) {
  const form = useZodForm(ZSignUpForm, { defaultValues: EMPTY_SIGN_UP_FORM });
  const card = useCardActions();
  const createAccount = useMutation({
    mutationFn: async (values: TSignUpFormValues) => {
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
      // Shown beside the field until the password it was about changes.
      const problem = passwordProblemOf(error, 'password');
      if (problem) form.setError('password', { type: 'server', message: problem.message });
      if (!problem?.isLocal)
        toast({ ...describeModalSignUpFailure(error), variant: 'destructive' });
    },
  });

  const handleSubmit = form.handleSubmit((values) => {
    if (createAccount.isPending) return;
    const problem = validateModalSignUp(values, card.isReady);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    createAccount.mutate(values);
  });

  return (
    <Form {...form}>
      <form onSubmit={handleSubmit} aria-label="Create your account" className="grid gap-5">
        <GoogleButton isDisabled={createAccount.isPending} />
        <OrDivider text="or sign up with email" />
        <fieldset disabled={createAccount.isPending} className="grid min-w-0 gap-4">
          <legend className="mb-3 text-sm font-semibold text-foreground">
            Personal Information
          </legend>
          <SignUpFields
            form={form}
            idPrefix="modal"
            passwordLabel="Password"
            confirm="beside"
            hasEmailPlaceholder
            isRequired
          />
          <CardField label="Payment Information" />
          <p className="text-xs text-muted-foreground">
            Nothing is charged today. After 7 days your card is charged $9.99 a month; cancel
            anytime before and you pay nothing.
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
    </Form>
  );
}
