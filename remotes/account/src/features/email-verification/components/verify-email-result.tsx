import { useAuth } from '@manifest/auth/auth-provider';
import { serverMessage } from '@manifest/api-client/request';
import { VERIFY_LINK_INVALID_MESSAGE } from '@manifest/contracts/email-verification';
import { Button } from '@manifest/ui/button';
import { LoadingState } from '@manifest/ui/page-states';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useVerifyEmail } from '../api/verify-email';
import { isAddressProven, type TVerificationOutcome } from '../utils/verification-outcome';

type TResultView = { icon: LucideIcon; tone: string; title: string; text: string };

const VIEWS: Record<TVerificationOutcome, (message: string | undefined) => TResultView> = {
  verified: () => ({
    icon: CircleCheck,
    tone: 'text-success',
    title: 'Email address verified',
    text: 'Thank you: your address is confirmed, and your account is all set.',
  }),
  alreadyVerified: (message) => ({
    icon: CircleCheck,
    tone: 'text-success',
    title: 'Already verified',
    text: message ?? 'Your email address is already verified.',
  }),
  expired: (message) => ({
    icon: Clock,
    tone: 'text-muted-foreground',
    title: 'This link no longer works',
    text: message ?? 'Please send a new one from Account settings.',
  }),
  invalid: (message) => ({
    icon: CircleAlert,
    tone: 'text-destructive',
    title: 'Link not valid',
    text: message ?? VERIFY_LINK_INVALID_MESSAGE,
  }),
};

/** Where to go next: into the app once the address is proven, else where a new link is sent. */
function WayOn({ isProven }: { isProven: boolean }) {
  const { status } = useAuth();
  if (status !== 'signedIn') {
    return (
      <Button asChild size="lg">
        <Link to="/signin">Sign in</Link>
      </Button>
    );
  }
  return isProven ? (
    <Button asChild size="lg">
      <Link to="/dashboard">Continue to your dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="lg">
      <Link to="/settings">Go to Account settings</Link>
    </Button>
  );
}

function ResultView({ view, isProven }: { view: TResultView; isProven: boolean }) {
  const Icon = view.icon;
  return (
    <>
      <Icon className={`size-12 ${view.tone}`} aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight text-foreground">{view.title}</h1>
      <p role="status" className="text-muted-foreground">
        {view.text}
      </p>
      <WayOn isProven={isProven} />
    </>
  );
}

/** `token` is the link's; the address is confirmed as the page opens, once. */
export function VerifyEmailResult({ token }: { token: string }) {
  const verification = useVerifyEmail(token);

  if (verification.isPending) return <LoadingState label="Confirming your email address..." />;
  if (verification.isError) {
    return (
      <>
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-foreground">
          We could not confirm your email
        </h1>
        <p role="alert" className="text-muted-foreground">
          {serverMessage(verification.error) ??
            'Please check your connection and try again. Your link still works.'}
        </p>
        <Button
          size="lg"
          disabled={verification.isFetching}
          aria-busy={verification.isFetching}
          onClick={() => void verification.refetch()}
        >
          {verification.isFetching && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {verification.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </>
    );
  }
  const { outcome, message } = verification.data;
  return <ResultView view={VIEWS[outcome](message)} isProven={isAddressProven(outcome)} />;
}

/** The page opened without a token: it needs the whole link from the email. */
export function MissingTokenResult() {
  return <ResultView view={VIEWS.invalid(undefined)} isProven={false} />;
}
