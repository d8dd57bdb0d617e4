import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { Button } from '@manifest/ui/button';
import { ErrorState, LoadingState } from '@manifest/ui/page-states';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

import { CARD_BACKDROP } from '../components/backdrop';
import { useUserPlan } from '../features/plan/api/get-user-plan';
import { FirstRunFlow } from '../features/plan/components/first-run-flow';
import { AFTER_FIRST_RUN_PATH } from '../utils/first-run-path';

function WelcomeLayout({ children }: { children: ReactNode }) {
  return (
    <main
      className={`min-h-full px-4 py-8 sm:px-6 sm:py-12 ${CARD_BACKDROP}`}
      data-remote="account"
    >
      {children}
    </main>
  );
}

/**
 * /welcome (signed in): the first run after sign-up, then the dashboard. Whoever finished
 * or skipped it before goes straight on to the dashboard.
 */
export default function WelcomePage() {
  const { user } = useAuth();
  const userPlan = useUserPlan();
  const navigate = useNavigate();
  const goOn = () => navigate(AFTER_FIRST_RUN_PATH, { replace: true });

  if (!user) {
    // Only the remote run alone gets here: the shell shows /welcome to signed-in users only.
    return (
      <WelcomeLayout>
        <div className="mx-auto grid max-w-md justify-items-start gap-3">
          <p className="text-muted-foreground">Sign in to make your plan.</p>
          <Button asChild>
            <Link to="/signin">Sign in</Link>
          </Button>
        </div>
      </WelcomeLayout>
    );
  }
  if (userPlan.isPending) {
    return (
      <WelcomeLayout>
        <LoadingState label="Getting your plan ready..." />
      </WelcomeLayout>
    );
  }
  if (userPlan.isError) {
    return (
      <WelcomeLayout>
        <div className="mx-auto grid max-w-md gap-4">
          <ErrorState
            title="We couldn't open your first plan"
            description="Please check your connection and try again, or go on to your dashboard."
            error={userPlan.error}
            onRetry={() => void userPlan.refetch()}
            isRetrying={userPlan.isFetching}
          />
          <Button variant="ghost" className="justify-self-center" onClick={goOn}>
            Go to my dashboard
          </Button>
        </div>
      </WelcomeLayout>
    );
  }
  if (userPlan.data.firstRunDone) return <Navigate to={AFTER_FIRST_RUN_PATH} replace />;

  return (
    <WelcomeLayout>
      <FirstRunFlow firstName={user.firstName} onDone={goOn} />
    </WelcomeLayout>
  );
}
