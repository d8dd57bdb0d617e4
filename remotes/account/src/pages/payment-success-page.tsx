import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { Button } from '@manifest/ui/button';
import { Card, CardContent } from '@manifest/ui/card';
import { Spinner } from '@manifest/ui/spinner';
import { toast } from '@manifest/ui/use-toast';
import { CircleAlert, CircleCheck, Mail, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { CheckList } from '../components/check-list';
import { useVerifiedPayment } from '../features/payments/hooks/use-verified-payment';
import {
  PAYMENT_SUCCESSFUL_TOAST,
  VERIFICATION_ERROR_TOAST,
} from '../features/payments/utils/payment-texts';

const FEATURES = [
  'Daily manifestation tasks and challenges',
  'Vision board with guided visualization',
  'Narrated abundance meditations',
  'Aurora and RealityShift, your AI guides',
  'Progress tracking, points and badges',
];

const pageClass =
  'flex min-h-dvh items-center justify-center bg-linear-to-br from-violet-100 via-background to-emerald-100 px-4 py-10 dark:from-violet-950/50 dark:to-emerald-950/40';

/**
 * `/payment-success` (spec 000 sections 2 and 4): verifies ?payment_intent= with the
 * server. Unlike the original, it claims success only when the server confirms it.
 */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const paymentIntentId = searchParams.get('payment_intent');
  const verification = useVerifiedPayment(paymentIntentId);
  const { refreshUser } = useAuth();

  useEffect(() => {
    if (verification.isSuccess) {
      toast(PAYMENT_SUCCESSFUL_TOAST);
      void refreshUser();
    }
    if (verification.isError) toast({ ...VERIFICATION_ERROR_TOAST, variant: 'destructive' });
  }, [verification.isSuccess, verification.isError, refreshUser]);

  if (verification.isPending && paymentIntentId) {
    return (
      <main data-remote="account" className={pageClass}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <Spinner label="" />
          <h1 className="text-xl font-semibold">Verifying Payment</h1>
          <p className="text-muted-foreground">This takes a moment.</p>
        </div>
      </main>
    );
  }

  if (!verification.isSuccess) {
    return (
      <main data-remote="account" className={pageClass}>
        <Card className="w-full max-w-md shadow-xl">
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">We could not confirm this payment</h1>
            <p className="text-muted-foreground">
              Nothing was marked as paid. If your card was charged, contact support and we will sort
              it out.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/payment-required">Back to payment</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/contact">Contact support</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    );
  }

  return (
    <main data-remote="account" className={pageClass}>
      <Card className="w-full max-w-md shadow-xl motion-safe:animate-zoom-in">
        <CardContent className="flex flex-col items-center gap-5 py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Payment Successful!</h1>
          <p className="text-muted-foreground">
            You now have lifetime access to everything. Welcome to your transformation.
          </p>
          <CheckList
            items={FEATURES}
            icon={Sparkles}
            iconClassName="text-primary"
            className="w-full rounded-lg bg-muted/60 p-4 text-left"
          />
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Mail className="size-4" aria-hidden="true" />A confirmation email has been sent to you.
          </p>
          <Button asChild size="lg" className="w-full">
            {/* Spec 000 section 2: the button goes to /api/login, which leads home. */}
            <a href="/api/login">Start Your Transformation Journey</a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
