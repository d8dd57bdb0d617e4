import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import type { TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardHeader } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { CancellationForm } from '../features/cancellation/components/cancellation-form';
import { CancellationResult } from '../features/cancellation/components/cancellation-result';
import { accessUntilText } from '../features/cancellation/utils/access-until';
import {
  CANCELLATION_FAILED,
  SUBSCRIPTION_CANCELLED_TITLE,
} from '../features/cancellation/utils/cancellation-texts';
import { useCancelSubscription } from '../features/payments/api/cancel-subscription';
import {
  entitlementOf,
  HAS_LIFETIME_ACCESS,
  SUBSCRIPTION_HAS_ENDED,
} from '../features/payments/utils/entitlement';

/** What the page says instead of the form when there is nothing left to cancel. */
function nothingToCancel(user: TUser | null): string | null {
  if (!user) return null;
  const entitlement = entitlementOf(user);
  if (entitlement === 'lifetime') return HAS_LIFETIME_ACCESS;
  if (entitlement === 'ended') return SUBSCRIPTION_HAS_ENDED;
  if (entitlement === 'ending') {
    return `Your subscription is already cancelled. ${accessUntilText(user)}`;
  }
  return null;
}

/** `/cancel-subscription` (spec 001 sections 2, 4, 5, 8). */
export default function CancelSubscriptionPage() {
  const { user, refreshUser } = useAuth();
  const cancel = useCancelSubscription();
  const [cancelledUser, setCancelledUser] = useState<TUser | null>(null);
  const settled = nothingToCancel(user);

  const handleCancel = (reason: Parameters<typeof cancel.mutate>[0]) =>
    cancel.mutate(reason, {
      onSuccess: (updated) => {
        setCancelledUser(updated);
        toast({ title: SUBSCRIPTION_CANCELLED_TITLE, description: accessUntilText(updated) });
        void refreshUser();
      },
      onError: () => toast({ ...CANCELLATION_FAILED, variant: 'destructive' }),
    });

  return (
    <main data-remote="account" className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <Card className="shadow-lg">
        <CardHeader className="gap-2">
          <h1 className="text-2xl font-bold tracking-tight">Cancel Subscription</h1>
          {!cancelledUser && !settled && (
            <p className="text-muted-foreground">
              You can cancel anytime. Cancelling during your free trial means you are never charged.
            </p>
          )}
        </CardHeader>
        <CardContent>
          {cancelledUser ? (
            <CancellationResult user={cancelledUser} />
          ) : settled ? (
            <div className="grid gap-4">
              <p role="status" className="rounded-lg bg-muted p-4">
                {settled}
              </p>
              <Button asChild className="justify-self-start">
                <Link to="/dashboard">Back to Dashboard</Link>
              </Button>
            </div>
          ) : (
            <CancellationForm isPending={cancel.isPending} onCancel={handleCancel} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
