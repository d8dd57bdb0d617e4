import '../app/styles.css';
import { serverMessage } from '@manifest/api-client/request';
import { CANCEL_LINK_INVALID_MESSAGE } from '@manifest/contracts/payments';
import { Button } from '@manifest/ui/button';
import { Card, CardContent } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';

import { CARD_BACKDROP } from '../components/backdrop';
import { SUBSCRIPTION_CANCELLED_TITLE } from '../features/cancellation/utils/cancellation-texts';
import { useCancelByLink } from '../features/payments/api/cancel-by-link';
import { formatLongDate } from '@manifest/ui/format-date';

/**
 * `/cancel-trial?token=…`: the trial reminder email's one-click cancel link. One
 * click cancels; no sign-in needed (the link is signed for that subscription).
 */
export default function CancelByLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const cancel = useCancelByLink();

  let body;
  if (!token || cancel.isError) {
    body = (
      <>
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Link not valid</h1>
        <p className="text-muted-foreground">
          {serverMessage(cancel.error) ?? CANCEL_LINK_INVALID_MESSAGE}. Sign in to manage your
          subscription.
        </p>
        <Button asChild>
          <Link to="/signin">Sign in</Link>
        </Button>
      </>
    );
  } else if (cancel.isSuccess) {
    const end = cancel.data?.currentPeriodEnd;
    body = (
      <>
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{SUBSCRIPTION_CANCELLED_TITLE}</h1>
        <p role="status" className="text-muted-foreground">
          {end
            ? `Your trial continues until ${formatLongDate(end)}, and you will not be charged.`
            : 'You will not be charged.'}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="text-2xl font-bold">Cancel your subscription?</h1>
        <p className="text-muted-foreground">
          Your trial keeps running until its end date, and your card is never charged.
        </p>
        <Button
          variant="destructive"
          size="lg"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          onClick={() => cancel.mutate(token)}
        >
          {cancel.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {cancel.isPending ? 'Cancelling...' : 'Cancel My Subscription'}
        </Button>
      </>
    );
  }

  return (
    <main
      data-remote="account"
      className={cn('flex min-h-dvh items-center justify-center px-4 py-10', CARD_BACKDROP)}
    >
      <Card className="w-full max-w-md shadow-xl">
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          {body}
        </CardContent>
      </Card>
    </main>
  );
}
