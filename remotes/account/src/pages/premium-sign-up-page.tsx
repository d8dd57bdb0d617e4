import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { CircleCheck, Crown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { PaymentElements } from '../features/payments/components/payment-elements';
import { TRIAL_STARTED_TOAST } from '../features/payments/utils/payment-texts';
import { PremiumTrialForm } from '../features/premium-trial/components/premium-trial-form';
import { FIRST_RUN_PATH } from '../utils/first-run-path';

/** `/signup-premium` and `/trial-signup`: info, payment, success (spec 001 sections 2 and 4). */
export default function PremiumSignUpPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [started, setStarted] = useState<TAuthResponse | null>(null);

  const handleStarted = (session: TAuthResponse) => {
    setStarted(session);
    toast(TRIAL_STARTED_TOAST);
  };
  // Signing in swaps the shell to its signed-in routes: only when the person moves on.
  // Then the first run, which ends on the dashboard.
  const continueToPlan = () => {
    if (started) signIn(started.token, started.user);
    navigate(FIRST_RUN_PATH, { replace: true });
  };

  return (
    <AuthPageLayout hasLinks={!started}>
      <Card className="shadow-xl">
        <CardHeader className="items-center gap-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-linear-to-br from-violet-600 to-indigo-600 text-white">
            <Crown className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Start Your Premium Trial</h1>
          <p className="rounded-md bg-secondary px-3 py-1.5 text-sm font-semibold text-secondary-foreground">
            7-Day Free Trial • $9.99/month after
          </p>
        </CardHeader>
        <CardContent>
          {started ? (
            <div className="flex flex-col items-center gap-4 py-4 text-center">
              <CircleCheck className="size-12 text-success" aria-hidden="true" />
              <h2 className="text-xl font-bold">Your trial has started!</h2>
              <p role="status" className="text-muted-foreground">
                Enjoy every feature free for 7 days, {started.user.firstName}.
              </p>
              <Button size="lg" onClick={continueToPlan}>
                Continue
              </Button>
            </div>
          ) : (
            <PaymentElements>
              <PremiumTrialForm onStarted={handleStarted} />
            </PaymentElements>
          )}
        </CardContent>
      </Card>
    </AuthPageLayout>
  );
}
