import '../app/styles.css';
import { trialStatusQueryKey } from '@manifest/api-client/calls/trial-status';
import { useAuth } from '@manifest/auth/auth-provider';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { toast } from '@manifest/ui/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Crown, Info } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';

import { CARD_BACKDROP } from '../components/backdrop';
import { CheckList } from '../components/check-list';
import { LifetimePaymentForm } from '../features/payments/components/lifetime-payment-form';
import { PaymentElements } from '../features/payments/components/payment-elements';
import {
  entitlementOf,
  HAS_LIFETIME_ACCESS,
  LIFETIME_ACCESS_INTRO,
  LIFETIME_ACCESS_TITLE,
  LIFETIME_ENDS_SUBSCRIPTION,
} from '../features/payments/utils/entitlement';
import { PAYMENT_SUCCESSFUL_TOAST } from '../features/payments/utils/payment-texts';

const BENEFITS = [
  'Full platform access: every practice, both AI guides, your whole history',
  'Lifetime access with a one-time payment',
  'No subscriptions, nothing more to pay',
];

/** `/payment-required` (spec 000 section 2, spec 001 sections 2 and 4): reading B's one-time $9.99. */
export default function PaymentRequiredPage() {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const entitlement = user ? entitlementOf(user) : 'none';
  // The spec's heading is for a trial that ended unpaid; anyone else came to buy, not to pay up.
  const isTrialOver = !user || (!user.isTrialActive && !user.hasPaid);

  const handlePaid = async () => {
    await refreshUser();
    await queryClient.invalidateQueries({ queryKey: trialStatusQueryKey });
    toast(PAYMENT_SUCCESSFUL_TOAST);
    navigate('/', { replace: true });
  };

  return (
    <main data-remote="account" className={cn('px-4 py-8 sm:py-14', CARD_BACKDROP)}>
      <Card className="mx-auto w-full max-w-lg shadow-xl">
        <CardHeader className="items-center gap-3 text-center">
          {isTrialOver ? (
            <>
              <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
                <Clock className="size-7" aria-hidden="true" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight">
                Trial Expired - Payment Required
              </h1>
              <p className="text-muted-foreground">
                Your 3-day free trial has ended. Complete a one-time payment to keep your progress
                and continue your journey.
              </p>
            </>
          ) : (
            <>
              <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Crown className="size-7" aria-hidden="true" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight">{LIFETIME_ACCESS_TITLE}</h1>
              <p className="text-muted-foreground">{LIFETIME_ACCESS_INTRO}</p>
            </>
          )}
        </CardHeader>
        <CardContent className="grid gap-6">
          <CheckList items={BENEFITS} className="rounded-lg bg-muted/60 p-4" />
          <p className="text-center">
            <span className="text-4xl font-extrabold tracking-tight">$9.99</span>
            <span className="text-muted-foreground"> one-time</span>
          </p>
          {user && entitlement === 'lifetime' ? (
            <div role="status" className="grid gap-4 rounded-lg bg-success/10 p-4 text-center">
              <p>{HAS_LIFETIME_ACCESS}</p>
              <Button asChild>
                <Link to="/dashboard">Back to Dashboard</Link>
              </Button>
            </div>
          ) : user ? (
            <>
              {entitlement === 'live-subscription' && (
                <p
                  role="note"
                  className="flex items-start gap-2 rounded-lg border border-info/40 bg-info/10 p-3 text-sm"
                >
                  <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
                  {LIFETIME_ENDS_SUBSCRIPTION}
                </p>
              )}
              <PaymentElements>
                <LifetimePaymentForm user={user} onPaid={() => void handlePaid()} />
              </PaymentElements>
            </>
          ) : (
            <Button asChild size="lg">
              <Link to="/signin">Sign in to complete payment</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
