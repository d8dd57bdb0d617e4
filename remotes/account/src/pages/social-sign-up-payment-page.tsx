import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { decodeGoogleSignupToken, splitGoogleName } from '@manifest/contracts/google-sign-in';
import { Card, CardContent } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { CircleCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { CheckList } from '../components/check-list';
import { AuthCardHeader } from '../features/auth/components/auth-card-header';
import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { GoogleMark } from '../features/auth/components/google-button';
import { GoogleTrialForm } from '../features/google-sign-in/components/google-trial-form';
import {
  PaymentElements,
  usePaymentSettings,
} from '../features/payments/components/payment-elements';
import { TRIAL_STARTED_TOAST } from '../features/payments/utils/payment-texts';
import { FIRST_RUN_PATH } from '../utils/first-run-path';

const TRIAL_BULLETS = [
  '7-day free trial starts today',
  'Cancel anytime during trial',
  '$9.99/month after trial ends',
] as const;

type TPerson = { firstName: string; lastName: string; email: string };

/** The card step once the payment settings are known; 'Loading your account...' before. */
function TrialStep({ token, person }: { token: string; person: TPerson }) {
  const settings = usePaymentSettings();
  const { signIn } = useAuth();
  const navigate = useNavigate();

  const handleStarted = (session: TAuthResponse) => {
    signIn(session.token, session.user);
    toast(TRIAL_STARTED_TOAST);
    navigate(FIRST_RUN_PATH, { replace: true });
  };

  if (!settings) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-8 text-muted-foreground"
      >
        <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        Loading your account...
      </p>
    );
  }
  return <GoogleTrialForm token={token} person={person} onStarted={handleStarted} />;
}

/**
 * `/signup/payment?token=…&email=…&provider=google` (spec 000 section 2): a person
 * Google vouched for adds a card to start the trial. A missing, undecodable or
 * expired token goes back to `/signup`.
 */
export default function SocialSignUpPaymentPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  const claim = useMemo(
    () => (token && email ? decodeGoogleSignupToken(token, new Date()) : null),
    [token, email],
  );
  if (!token || !email || !claim) return <Navigate to="/signup" replace />;

  const person = { ...splitGoogleName(claim.name), email };
  return (
    <AuthPageLayout>
      <Card className="shadow-xl">
        <AuthCardHeader
          icon={Sparkles}
          title="Complete Your Signup"
          description="Add a card to start your free trial"
        />
        <CardContent className="grid gap-6">
          <section
            aria-label="Signed in with Google"
            className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-background shadow-sm">
              <GoogleMark />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground">Signed in with Google</p>
              <p className="truncate font-semibold">
                {person.firstName} {person.lastName}
              </p>
              <p className="truncate text-sm text-muted-foreground">{person.email}</p>
            </div>
          </section>
          <CheckList items={TRIAL_BULLETS} icon={CircleCheck} />
          <PaymentElements>
            <TrialStep token={token} person={person} />
          </PaymentElements>
        </CardContent>
      </Card>
    </AuthPageLayout>
  );
}
